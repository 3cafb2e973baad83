import { i18n } from '@console/client';
import type { Language } from '@console/contracts';
import { useTranslation } from 'react-i18next';

/** The i18next namespace of this remote's texts (the host loads it through the descriptor). */
export const NAMESPACE = 'finance';

export function useAreaTranslation() {
  return useTranslation(NAMESPACE, { i18n, useSuspense: false });
}

type Texts = Record<string, unknown>;
type LocaleSet = Record<Language, () => Promise<{ default: Texts }>>;

/**
 * The area's texts: the shared ones (route titles, menu, common words) in `locales/`, and each screen
 * group's own in its folder, under the group's key. Each language is its own chunk.
 */
const SETS: LocaleSet[] = [
  {
    'en-US': () => import('./locales/en-US.json'),
    'zh-CN': () => import('./locales/zh-CN.json'),
    'zh-TW': () => import('./locales/zh-TW.json'),
  },
];

/** Adds a screen group's locale files (called once per group, at module load of `locales.ts`). */
export function addLocaleSet(set: LocaleSet): void {
  SETS.push(set);
}

export async function loadTexts(lng: Language): Promise<Texts> {
  const parts = await Promise.all(SETS.map((set) => set[lng]().then((m) => m.default)));
  return Object.assign({}, ...parts);
}
