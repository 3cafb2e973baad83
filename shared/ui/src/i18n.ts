import { addNamespace, i18n } from '@console/client';
import type { Language } from '@console/contracts';
import { useTranslation } from 'react-i18next';

/** The i18next namespace of the kit's own texts. */
export const UI_NAMESPACE = 'ui';

/** Translations of the kit, bound to the console's one i18next instance. */
export function useUiTranslation() {
  return useTranslation(UI_NAMESPACE, { i18n, useSuspense: false });
}

/** The kit's texts in one language; each language is its own chunk, fetched when it is chosen. */
export async function loadUiLocale(lng: Language): Promise<Record<string, unknown>> {
  switch (lng) {
    case 'zh-CN':
      return (await import('./locales/zh-CN.json')).default;
    case 'zh-TW':
      return (await import('./locales/zh-TW.json')).default;
    default:
      return (await import('./locales/en-US.json')).default;
  }
}

/** Registers the kit's texts with the shared i18next instance: loaded now and on every language switch. */
export function registerUiLocale(): Promise<void> {
  return addNamespace(UI_NAMESPACE, loadUiLocale);
}

/** The language whose labels the console shows now. */
export function currentLanguage(lng: string | undefined): Language {
  return lng === 'zh-CN' || lng === 'zh-TW' ? lng : 'en-US';
}
