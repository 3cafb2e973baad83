import type { Language } from '@console/contracts';

export const HOST_NAMESPACE = 'host';

/** The host's texts in one language; each language is its own chunk, fetched when it is needed. */
export async function loadHostLocale(lng: Language): Promise<Record<string, unknown>> {
  switch (lng) {
    case 'zh-CN':
      return (await import(/* webpackChunkName: "host-locale-zh-CN" */ './zh-CN.json')).default;
    case 'zh-TW':
      return (await import(/* webpackChunkName: "host-locale-zh-TW" */ './zh-TW.json')).default;
    default:
      return (await import(/* webpackChunkName: "host-locale-en-US" */ './en-US.json')).default;
  }
}
