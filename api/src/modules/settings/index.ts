import type { Area } from '../../core/area';
import { installCors } from './cors';
import { crossOriginRoutes } from './cross-origin/routes';
import { flowRoutes } from './flow/routes';
import { marketingRoutes } from './marketing/routes';
import { otpSettingRoutes } from './otp/routes';
import { referralDomainRoutes } from './referral/routes';
import { seedSettings } from './seed/index';
import { systemSettingRoutes } from './system/routes';
import { twoFactorRoutes } from './two-factor/routes';
import { versionRoutes } from './versions/routes';

/**
 * The Settings area (remote `content-and-settings`, `/settings/...`): the system settings (the console's own
 * logos and name among them), the end users' 2FA setting and records, the API's cross-origin allowlist,
 * multi-level marketing (distribution runs follow it), flow (deposits' flow volume, transfers' fee) and the
 * referral link domains.
 * Every setting is versioned (`versions/`: who, why, before and after; history and revert), and a change
 * reaches every API instance at once (`live.ts`, LISTEN/NOTIFY).
 */
export const settingsArea: Area = {
  name: 'settings',
  routes: (services) => [
    ...systemSettingRoutes(),
    ...twoFactorRoutes(),
    ...crossOriginRoutes(),
    ...marketingRoutes(),
    ...flowRoutes(),
    ...referralDomainRoutes(),
    ...otpSettingRoutes(services),
    ...versionRoutes(),
  ],
  // CORS of every API call follows the cross-origin allowlist.
  plugins: installCors,
  // The end users' 2FA bindings of the demo data.
  seed: seedSettings,
};
