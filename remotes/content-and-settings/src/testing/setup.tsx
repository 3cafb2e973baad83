import { OPTIONS } from '@console/contracts';
import { type FakeRoute, fakeApi, useEnglishTexts } from '@console/ui/testing';
import { NAMESPACE } from '../i18n';
import enUS from '../locales/en-US.json';

/** The kit's and this area's English texts, as the host loads them. */
export function loadAreaTexts(): Promise<void> {
  return useEnglishTexts({ [NAMESPACE]: enUS });
}

/** A fake manager API that also answers the enumeration maps every screen reads. */
export function fakeAreaApi(routes: Record<string, FakeRoute>) {
  return fakeApi({ 'GET common/options': () => OPTIONS, ...routes });
}

/** Every permission of the Backstage management group: the super administrator's view of this area. */
export const ALL_BACKSTAGE = [
  'admins.list',
  'admins.add',
  'admins.edit',
  'admins.delete',
  'admins.rotateAuthenticator',
  'admins.assignRoles',
  'roles.list',
  'roles.add',
  'roles.edit',
  'roles.delete',
  'roles.editUsers',
  'roles.editPermissions',
  'ipWhitelist.list',
  'ipWhitelist.add',
  'ipWhitelist.delete',
  'ipBlacklist.list',
  'ipBlacklist.add',
  'ipBlacklist.delete',
  'clientLogs.list',
  'backstageLogs.list',
];

/** What the auditor holds here: every list, no action. */
export const VIEW_ONLY = ['admins.list', 'roles.list', 'ipWhitelist.list', 'ipBlacklist.list', 'clientLogs.list', 'backstageLogs.list'];
