import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Contracts by module, not the shared whole (which brings zod): the sign-in page loads this client.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@console/contracts/delivery';
import { readText, STORAGE_KEYS, writeText } from './storage';

export { LANGUAGES, DEFAULT_LANGUAGE };
export type { Language };

/** Texts of the client itself (messages for failures that have no server message). */
const CLIENT_TEXTS: Record<Language, Record<string, string>> = {
  'en-US': {
    requestFailed: 'The request could not be sent. Check your connection and try again.',
    timeout: 'The server took too long to answer. Try again.',
    serverError: 'The server could not handle the request (HTTP {{status}}). Try again later.',
    sessionExpired: 'Your session has ended. Please sign in again.',
  },
  'zh-CN': {
    requestFailed: '请求无法发送，请检查网络连接后重试。',
    timeout: '服务器响应超时，请重试。',
    serverError: '服务器无法处理该请求（HTTP {{status}}），请稍后重试。',
    sessionExpired: '您的会话已结束，请重新登录。',
  },
  'zh-TW': {
    requestFailed: '請求無法送出，請檢查網路連線後重試。',
    timeout: '伺服器回應逾時，請重試。',
    serverError: '伺服器無法處理該請求（HTTP {{status}}），請稍後再試。',
    sessionExpired: '您的工作階段已結束，請重新登入。',
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language kept locally, or the default. */
export function storedLanguage(): Language {
  const stored = readText(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The console's one i18next instance (a module-federation singleton, shared by the host and every remote). */
export const i18n: I18n = i18next.createInstance();

type NamespaceLoader = (lng: Language) => Promise<Record<string, unknown>>;
const namespaceLoaders = new Map<string, NamespaceLoader>();
const loadedBundles = new Set<string>();

function applyDocumentLanguage(lng: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Resolves once the instance is initialised: resource bundles can only be added after that. */
export const i18nReady: Promise<void> = i18n
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['client'],
    defaultNS: 'client',
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { client: CLIENT_TEXTS[lng] }])),
    // Namespaces of the host, the UI kit and the remotes are added later, as bundles, by addNamespace.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Components redraw when the language changes, not when a bundle is added: every namespace is loaded before
    // what reads it draws (the host's at start, the UI kit's before the shell, a remote's before its page, all of
    // them before a language switch), and the console adds a bundle for each remote it fetches ahead while idle,
    // which redrew every translated component on the screen, the open page included, once per remote.
    react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: '' },
  })
  .then(() => applyDocumentLanguage(i18n.language as Language));

async function loadBundle(ns: string, lng: Language, loader: NamespaceLoader): Promise<void> {
  const key = `${lng}|${ns}`;
  if (loadedBundles.has(key)) return;
  const resources = await loader(lng);
  i18n.addResourceBundle(lng, ns, resources, true, true);
  loadedBundles.add(key);
}

/**
 * Registers a namespace and loads its bundle for the current language. The loader is called again for
 * every language the admin switches to, before the switch happens, so no key shows untranslated.
 */
export async function addNamespace(ns: string, loader: NamespaceLoader): Promise<void> {
  await i18nReady;
  namespaceLoaders.set(ns, loader);
  await loadBundle(ns, currentLanguage(), loader);
}

export function currentLanguage(): Language {
  const lng = i18n.language;
  return isLanguage(lng) ? lng : storedLanguage();
}

/** Switches the language everywhere, keeping the choice locally; every registered namespace is loaded first. */
export async function setLanguage(lng: Language): Promise<void> {
  if (!isLanguage(lng)) throw new Error(`Unsupported language: ${String(lng)}`);
  await i18nReady;
  writeText(STORAGE_KEYS.language, lng);
  const results = await Promise.allSettled([...namespaceLoaders].map(([ns, loader]) => loadBundle(ns, lng, loader)));
  for (const result of results) {
    // One unavailable language file must not block the switch: its keys fall back to the default language.
    if (result.status === 'rejected') console.error('A language file could not be loaded', result.reason);
  }
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
}
