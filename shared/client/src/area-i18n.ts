import type { Language } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

export type AreaTexts = Record<string, unknown>;
/** One locale file per language, each imported on demand (its own chunk). */
export type LocaleSet = Record<Language, () => Promise<{ default: AreaTexts }>>;

/**
 * The texts of one area (a remote): its i18next namespace, the hook its screens translate with, and the
 * loader its descriptor gives the host. The area's shared texts (route titles, menu, common words) come
 * first; each screen group adds its own files, under the group's key, with `addLocaleSet`.
 */
export function createAreaI18n(namespace: string, shared: LocaleSet) {
  const sets: LocaleSet[] = [shared];
  return {
    useAreaTranslation: () => useTranslation(namespace, { i18n, useSuspense: false }),
    /** Adds a screen group's locale files (called once per group, at module load). */
    addLocaleSet(set: LocaleSet): void {
      sets.push(set);
    },
    /** Every set's texts in one language, merged. */
    async loadTexts(lng: Language): Promise<AreaTexts> {
      const parts = await Promise.all(sets.map((set) => set[lng]().then((m) => m.default)));
      return Object.assign({}, ...parts);
    },
  };
}
