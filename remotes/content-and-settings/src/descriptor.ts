import { defineRemote } from '@console/area-kit';
import packageJson from '../package.json';
import admins from './backstage-management/admins/screens';
import backstageLogs from './backstage-management/backstage-logs/screens';
import clientLogs from './backstage-management/client-logs/screens';
import common from './backstage-management/common/screens';
import ipBlacklist from './backstage-management/ip-blacklist/screens';
import ipWhitelist from './backstage-management/ip-whitelist/screens';
import permissionNames from './backstage-management/permission-names/screens';
import permissionSettings from './backstage-management/permission-settings/screens';
import roles from './backstage-management/roles/screens';
import settingsCommon from './settings/common/screens';
import systemSetting from './settings/system-setting/screens';
import twoFactor from './settings/two-factor/screens';
import domainWhiteList from './settings/domain-white-list/screens';
import flowSettings from './settings/flow-settings/screens';
import multiLevelMarketing from './settings/multi-level-marketing/screens';
import referralDomains from './settings/referral-domains/screens';
import otpSetting from './settings/otp-setting/screens';
import infoCenter from './info-center/screens';

/** The content and settings area: backstage management (admins, roles and their permissions, IP white and black lists, client and backstage logs); settings (multi-level marketing, flow, referral domains, system, end users' 2FA, cross-origin allowlist; each versioned); the info center lands here. */
export default defineRemote({
  name: 'content-and-settings',
  version: packageJson.version,
  texts: (lng) => import(`./locales/${lng}.json`),
  groups: [
    admins,
    backstageLogs,
    clientLogs,
    common,
    ipBlacklist,
    ipWhitelist,
    permissionNames,
    permissionSettings,
    roles,
    settingsCommon,
    multiLevelMarketing,
    flowSettings,
    referralDomains,
    otpSetting,
    systemSetting,
    twoFactor,
    domainWhiteList,
    infoCenter,
  ],
});
