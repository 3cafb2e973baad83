import { LANGUAGES, PERMISSIONS } from '@console/contracts';
import { describeRemote, lookup } from '@console/area-kit/testing';
import packageJson from '../package.json';
import descriptor from './descriptor';
import { useAreaTranslation } from './i18n';

describeRemote({ descriptor, packageJson, useAreaTranslation });

describe('descriptor of content and settings', () => {
  it('places the menu entries in order', () => {
    const menu = descriptor.routes
      .filter((r) => r.menu)
      .map((r) => [r.id, r.menu?.order])
      .sort((a, b) => Number(a[1]) - Number(b[1]));
    expect(menu).toEqual([
      ['permission-settings', 10],
      ['multi-level-marketing', 10],
      ['info-center-list', 10],
      ['white-list', 20],
      ['flow-settings', 20],
      ['black-list', 30],
      ['referral-domains', 30],
      ['client-logs', 40],
      ['otp-setting', 40],
      ['backstage-logs', 50],
      ['system-setting', 60],
      ['two-factor', 70],
      ['domain-white-list', 80],
    ]);
    expect(descriptor.routes.find((r) => r.id === 'role-users')?.menu).toBeUndefined();
  });

  it('keeps the role parameter of the role users title for the host to fill in', async () => {
    const locales = await Promise.all(LANGUAGES.map((lng) => descriptor.loadLocale(lng)));
    expect(lookup(locales[1], 'routes.roleUsers')).toBe('角色 {roleId} 的用户');
    expect(lookup(locales[2], 'routes.roleUsers')).toBe('角色 {roleId} 的使用者');
  });

  it('leaves no English in Chinese and says 使用者 for user in zh-TW', async () => {
    const [, zhCN, zhTW] = await Promise.all(LANGUAGES.map((lng) => descriptor.loadLocale(lng)));
    const texts = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(texts);
    // Words of three letters or more, once placeholders, example addresses and the acronyms and names staff use as
    // they are (protocols, image formats, mobile platforms) are left out.
    const ACRONYMS = /\b(IP|CIDR|KYC|SMTP|reCAPTCHA|API|ID|OTP|USDT|SMS|CORS|UTC|http|https|PNG|JPEG|GIF|WebP|iOS|Android)\b/g;
    const english = (text: string) =>
      /[A-Za-z]{3,}/.test(
        text
          .replace(/\{\{?\w+\}?\}/g, '')
          .replace(/https?:\/\/\S+?(?=[\s（）()]|$)/g, '')
          .replace(ACRONYMS, ''),
      );
    expect(texts(zhCN).filter(english)).toEqual([]);
    expect(texts(zhTW).filter(english)).toEqual([]);
    expect(texts(zhTW).filter((text) => text.includes('用戶'))).toEqual([]);
  });

  it('translates the name of every permission of the catalogue', async () => {
    for (const lng of LANGUAGES) {
      const locale = await descriptor.loadLocale(lng);
      for (const def of PERMISSIONS) expect(typeof lookup(locale, `permission.${def.key}`)).toBe('string');
    }
  });
});
