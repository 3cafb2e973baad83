import { holdsPermission } from './permissions';
import { HOME_PATH, LOGIN_PATH, MAIN_PATH } from './paths';
import type { ConsoleRoute } from './routeTable';

/** Why the session ended, so that Login can say so and a deliberate sign-out does not ask to come back. */
export type SignOutReason = 'signedOut' | 'sessionEnded';

export type GuardDecision =
  | { kind: 'allow' }
  /** A path no route knows: the not-found page (inside the shell when signed in), at the address typed. */
  | { kind: 'notFound' }
  /** A route whose view permission the admin lacks: the no-permission page inside the shell; the remote stays unloaded. */
  | { kind: 'forbidden' }
  | { kind: 'redirect'; to: string; reason?: SignOutReason };

export interface GuardInput {
  pathname: string;
  search: string;
  token: string | null;
  permissions: ReadonlySet<number>;
  /** The route the path belongs to; null for a path nobody knows. */
  route: Pick<ConsoleRoute, 'access' | 'permission'> | null;
  signOutReason?: SignOutReason | null;
}

/** The navigation guard: where a visit of `pathname` goes, given the stored session. */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { pathname, search, token, permissions, route } = input;
  if (!route) return { kind: 'notFound' };
  if (route.access === 'public') {
    if (pathname === LOGIN_PATH && token) return { kind: 'redirect', to: redirectAfterSignIn(new URLSearchParams(search).get('redirect')) };
    return { kind: 'allow' };
  }
  if (!token) {
    if (input.signOutReason === 'signedOut') return { kind: 'redirect', to: LOGIN_PATH, reason: 'signedOut' };
    const to = `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
    return input.signOutReason ? { kind: 'redirect', to, reason: input.signOutReason } : { kind: 'redirect', to };
  }
  if (route.permission && !holdsPermission(permissions, route.permission)) return { kind: 'forbidden' };
  return { kind: 'allow' };
}

/** Where to go after signing in: the `redirect` query when it is a page of the console, /main otherwise. */
export function redirectAfterSignIn(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return MAIN_PATH;
  if (redirect === LOGIN_PATH || redirect.startsWith(`${LOGIN_PATH}?`) || redirect.startsWith(`${LOGIN_PATH}/`)) return MAIN_PATH;
  return redirect;
}

export type ColdStart = { kind: 'login'; replaceWith: string | null } | { kind: 'console' };

/**
 * What the first paint needs. A visit that will end on Login without a session gets the sign-in form alone
 * (no router, no UI kit: the smallest download); everything else starts the whole console, whose guard
 * decides. The redirect query is the one the guard would have produced.
 */
export function coldStart(pathname: string, token: string | null): ColdStart {
  if (token) return { kind: 'console' };
  if (pathname === LOGIN_PATH) return { kind: 'login', replaceWith: null };
  if (pathname === '/' || pathname === MAIN_PATH || pathname === HOME_PATH) {
    return { kind: 'login', replaceWith: `${LOGIN_PATH}?redirect=${encodeURIComponent(HOME_PATH)}` };
  }
  return { kind: 'console' };
}
