/**
 * Every screen group's texts. A group's locale files hold one top-level key, the group's name
 * (`{"deposit": {...}}`), so groups never overwrite each other.
 */
import { addLocaleSet } from './i18n';

addLocaleSet({
  'en-US': () => import('./records/locales/en-US.json'),
  'zh-CN': () => import('./records/locales/zh-CN.json'),
  'zh-TW': () => import('./records/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./deposit/locales/en-US.json'),
  'zh-CN': () => import('./deposit/locales/zh-CN.json'),
  'zh-TW': () => import('./deposit/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./withdrawal/locales/en-US.json'),
  'zh-CN': () => import('./withdrawal/locales/zh-CN.json'),
  'zh-TW': () => import('./withdrawal/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./wallet-changes/locales/en-US.json'),
  'zh-CN': () => import('./wallet-changes/locales/zh-CN.json'),
  'zh-TW': () => import('./wallet-changes/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./transfers/locales/en-US.json'),
  'zh-CN': () => import('./transfers/locales/zh-CN.json'),
  'zh-TW': () => import('./transfers/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./wallet-balances/locales/en-US.json'),
  'zh-CN': () => import('./wallet-balances/locales/zh-CN.json'),
  'zh-TW': () => import('./wallet-balances/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./settings/locales/en-US.json'),
  'zh-CN': () => import('./settings/locales/zh-CN.json'),
  'zh-TW': () => import('./settings/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./third-party-wallet/locales/en-US.json'),
  'zh-CN': () => import('./third-party-wallet/locales/zh-CN.json'),
  'zh-TW': () => import('./third-party-wallet/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./fund-records/locales/en-US.json'),
  'zh-CN': () => import('./fund-records/locales/zh-CN.json'),
  'zh-TW': () => import('./fund-records/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./distribution/locales/en-US.json'),
  'zh-CN': () => import('./distribution/locales/zh-CN.json'),
  'zh-TW': () => import('./distribution/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./withdrawal-addresses/locales/en-US.json'),
  'zh-CN': () => import('./withdrawal-addresses/locales/zh-CN.json'),
  'zh-TW': () => import('./withdrawal-addresses/locales/zh-TW.json'),
});
