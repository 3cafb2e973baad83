/**
 * Every screen group's texts. A group's locale files hold one top-level key, the group's name
 * (`{"kyc": {...}}`), so groups never overwrite each other.
 */
import { addLocaleSet } from './i18n';

addLocaleSet({
  'en-US': () => import('./batch-upload/locales/en-US.json'),
  'zh-CN': () => import('./batch-upload/locales/zh-CN.json'),
  'zh-TW': () => import('./batch-upload/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./users/locales/en-US.json'),
  'zh-CN': () => import('./users/locales/zh-CN.json'),
  'zh-TW': () => import('./users/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./chat/locales/en-US.json'),
  'zh-CN': () => import('./chat/locales/zh-CN.json'),
  'zh-TW': () => import('./chat/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./levels/locales/en-US.json'),
  'zh-CN': () => import('./levels/locales/zh-CN.json'),
  'zh-TW': () => import('./levels/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./kyc/locales/en-US.json'),
  'zh-CN': () => import('./kyc/locales/zh-CN.json'),
  'zh-TW': () => import('./kyc/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./otp/locales/en-US.json'),
  'zh-CN': () => import('./otp/locales/zh-CN.json'),
  'zh-TW': () => import('./otp/locales/zh-TW.json'),
});

addLocaleSet({
  'en-US': () => import('./agents/locales/en-US.json'),
  'zh-CN': () => import('./agents/locales/zh-CN.json'),
  'zh-TW': () => import('./agents/locales/zh-TW.json'),
});
