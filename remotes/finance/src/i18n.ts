import { createAreaI18n } from '@console/client';

/** The i18next namespace of this remote's texts (the host loads it through the descriptor). */
export const NAMESPACE = 'finance';

export const { useAreaTranslation, addLocaleSet, loadTexts } = createAreaI18n(NAMESPACE, {
  'en-US': () => import('./locales/en-US.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
});
