import { LANGUAGES } from '@console/contracts';
import { loadUiLocale } from './i18n';

function keysOf(tree: unknown, prefix = ''): string[] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('texts of the kit', () => {
  it('has the same keys, none empty, in the three languages', async () => {
    const locales = await Promise.all(LANGUAGES.map((lng) => loadUiLocale(lng)));
    const [english, ...others] = locales.map((l) => keysOf(l).sort());
    expect(english.length).toBeGreaterThan(40);
    for (const keys of others) expect(keys).toEqual(english);
    for (const locale of locales) {
      for (const value of keysOf(locale).map((k) => k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], locale))) {
        expect(String(value).trim()).not.toBe('');
      }
    }
  });

  it('is really translated', async () => {
    const [en, cn, tw] = await Promise.all(LANGUAGES.map((lng) => loadUiLocale(lng)));
    const today = (l: Record<string, unknown>) => (l.dateRange as Record<string, Record<string, string>>).shortcut.today;
    expect([today(en), today(cn), today(tw)]).toEqual(['Today', '今天', '今天']);
    const reset = (l: Record<string, unknown>) => (l.filter as Record<string, string>).reset;
    expect([reset(en), reset(cn), reset(tw)]).toEqual(['Reset', '重置', '重設']);
  });
});
