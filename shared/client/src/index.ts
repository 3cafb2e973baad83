export {
  http,
  api,
  cancelPending,
  cancelOtherPages,
  navigatingTo,
  pendingCount,
  REQUEST_TIMEOUT_MS,
  DOWNLOAD_TIMEOUT_MS,
  saveBlob,
} from './http';
export type { RequestOptions, PageOptions, DownloadOptions, DownloadResult } from './http';
export { ApiError, isApiError } from './errors';
export { session, onSessionInvalid, useSession, can, useCan, useCurrencies } from './session';
export type { Currency, SessionSnapshot } from './session';
export {
  i18n,
  i18nReady,
  setLanguage,
  addNamespace,
  currentLanguage,
  storedLanguage,
  isLanguage,
  LANGUAGES,
  DEFAULT_LANGUAGE,
} from './i18n';
export type { Language } from './i18n';
export { queryClient } from './query';
export { setNotifier, notify } from './notifier';
export type { Notifier } from './notifier';
export { STORAGE_KEYS, SESSION_STORAGE_KEYS, readJson, writeJson, readText, writeText } from './storage';
export { namedPageTitle, PageTitleScope, setPageTitle, usePageTitle, usePageTitles } from './page-title';
export type { NamedPageTitle } from './page-title';
export { type PrefetchingLoader, prefetchOf, type RoutePrefetch, type RouteVisit, withPrefetch } from './prefetch';
