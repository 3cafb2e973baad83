import { OPTIONS } from '@console/contracts';
import { type FakeRoute, fakeApi, useEnglishTexts } from '@console/ui/testing';
import { loadTexts, NAMESPACE } from '../i18n';
import '../locales';

/** The kit's and this area's English texts, as the host loads them. */
export async function loadAreaTexts(): Promise<void> {
  return useEnglishTexts({ [NAMESPACE]: await loadTexts('en-US') });
}

/** A fake manager API that also answers the enumeration maps every screen reads. */
export function fakeAreaApi(routes: Record<string, FakeRoute>) {
  return fakeApi({ 'GET common/options': () => OPTIONS, ...routes });
}
