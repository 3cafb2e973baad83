import { addNamespace, i18n, i18nReady, setLanguage } from './i18n';
import { STORAGE_KEYS } from './storage';

const texts = {
  'en-US': { greeting: 'Hello' },
  'zh-CN': { greeting: '你好' },
  'zh-TW': { greeting: '您好' },
} as const;

test('a namespace is loaded for the current language and again for each language switched to', async () => {
  const loader = jest.fn(async (lng: keyof typeof texts) => texts[lng]);
  await addNamespace('sample', loader);
  await i18nReady;
  expect(i18n.t('sample:greeting')).toBe('Hello');

  await setLanguage('zh-CN');
  expect(i18n.t('sample:greeting')).toBe('你好');
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh-CN');
  expect(document.documentElement.lang).toBe('zh-CN');

  await setLanguage('en-US');
  expect(loader.mock.calls.map((c) => c[0])).toEqual(['en-US', 'zh-CN']);
});

test('a language outside the three is refused', async () => {
  await expect(setLanguage('fr-FR' as never)).rejects.toThrow('Unsupported language');
});
