import { i18n } from '@console/client';
import { useTranslation } from 'react-i18next';

/** The i18next namespace of this remote's texts (the host loads it through the descriptor). */
export const NAMESPACE = 'content-and-settings';

export function useAreaTranslation() {
  return useTranslation(NAMESPACE, { i18n, useSuspense: false });
}
