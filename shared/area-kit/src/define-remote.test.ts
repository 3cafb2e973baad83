import type { Language } from '@console/contracts';
import { defineRemote, defineScreenGroup, type TextsLoader } from './define-remote';

const page = async () => ({ default: () => null });
const texts =
  (byLanguage: Partial<Record<Language, object>>): TextsLoader =>
  async (lng) => ({ default: (byLanguage[lng] ?? {}) as never });

const kyc = defineScreenGroup({
  routes: [{ id: 'kyc-list', path: '/users/kyc-list', permission: 'kyc.list', titleKey: 'routes.kycList' }],
  pages: { 'kyc-list': page },
  texts: texts({ 'en-US': { kyc: { title: 'KYC' }, routes: { kycList: 'KYC reviews' } } }),
});
const otp = defineScreenGroup({
  routes: [{ id: 'otp-records', path: '/users/otp-records', permission: 'otp.records', titleKey: 'routes.otpRecords' }],
  pages: { 'otp-records': page },
  texts: texts({ 'en-US': { otp: { title: 'Codes' }, routes: { otpRecords: 'One-time codes' } } }),
});

test("a remote's descriptor: its name as namespace, every group's routes with their pages", () => {
  const descriptor = defineRemote({ name: 'users', version: '1.2.3', texts: texts({}), groups: [kyc, otp] });
  expect(descriptor).toMatchObject({ name: 'users', version: '1.2.3', namespace: 'users' });
  expect(descriptor.routes.map((r) => [r.id, r.load])).toEqual([
    ['kyc-list', page],
    ['otp-records', page],
  ]);
});

test("the area's texts and every group's, merged in one tree per language", async () => {
  const area = texts({ 'en-US': { menu: { section: { users: 'Users' } } } });
  const descriptor = defineRemote({ name: 'users', version: '1.0.0', texts: area, groups: [kyc, otp] });
  expect(await descriptor.loadLocale('en-US')).toEqual({
    menu: { section: { users: 'Users' } },
    kyc: { title: 'KYC' },
    otp: { title: 'Codes' },
    routes: { kycList: 'KYC reviews', otpRecords: 'One-time codes' },
  });
});

test('two files giving the same text is refused, naming the key', async () => {
  const twice = defineScreenGroup({ texts: texts({ 'en-US': { routes: { kycList: 'Other' } } }) });
  const descriptor = defineRemote({ name: 'users', version: '1.0.0', texts: texts({}), groups: [kyc, twice] });
  await expect(descriptor.loadLocale('en-US')).rejects.toThrow('Two text files of users (en-US) give routes.kycList');
});

test('a route without its page, a page without its route, and a route declared twice are mistakes', () => {
  const route = { id: 'kyc-list', path: '/users/kyc-list', permission: 'kyc.list', titleKey: 'routes.kycList' };
  expect(() => defineScreenGroup({ routes: [route], pages: {} })).toThrow('No page for route kyc-list');
  expect(() => defineScreenGroup({ routes: [], pages: { 'kyc-list': page } })).toThrow('Page kyc-list has no route in routes.json');
  expect(() => defineRemote({ name: 'users', version: '1.0.0', texts: texts({}), groups: [kyc, kyc] })).toThrow(
    'Route kyc-list of users is declared twice',
  );
});

test('a menu entry names one of the sidebar sections the host knows', () => {
  const route = { id: 'kyc-list', path: '/users/kyc-list', permission: 'kyc.list', titleKey: 'routes.kycList' };
  expect(() =>
    defineScreenGroup({ routes: [{ ...route, menu: { section: 'users', order: 1 } }], pages: { 'kyc-list': page } }),
  ).not.toThrow();
  expect(() => defineScreenGroup({ routes: [{ ...route, menu: { section: 'futures', order: 1 } }], pages: { 'kyc-list': page } })).toThrow(
    'Route kyc-list names the menu section "futures"',
  );
});
