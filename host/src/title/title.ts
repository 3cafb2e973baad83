import type { Language } from '@console/contracts';
import type { TFunction } from 'i18next';
import type { ConsoleRoute } from '../navigation/routeTable';

export const DEFAULT_APPLICATION_NAME_KEY = 'app.defaultName';

/** Fills `{param}` placeholders with route parameters; a parameter the route did not get leaves no trace. */
export function fillParams(template: string, params: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\??\}/g, (_, name: string) => params[name] ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The document title: the page title with the application-name suffix. */
export function documentTitle(pageTitle: string, applicationName: string): string {
  return pageTitle ? `${pageTitle} - ${applicationName}` : applicationName;
}

/**
 * The translated title of a route. A remote's titles come with its release metadata, so a page's title
 * is known before (and without) downloading the remote.
 */
export function routeTitle(
  route: Pick<ConsoleRoute, 'title' | 'remote'>,
  params: Record<string, string>,
  lng: Language,
  t: TFunction,
): string {
  if (route.title.source === 'host') return fillParams(t(route.title.key, { ns: 'host' }), params);
  const key = route.title.key;
  const titles = route.remote?.titles;
  const text = titles?.[lng]?.[key] ?? titles?.['en-US']?.[key] ?? key;
  return fillParams(text, params);
}
