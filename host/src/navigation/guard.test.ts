import { permissionId } from '@console/contracts';
import { coldStart, decideNavigation, redirectAfterSignIn } from './guard';

const route = (permission: string | null = null) => ({ access: 'session' as const, permission });
const publicRoute = { access: 'public' as const, permission: null };
const held = new Set([permissionId('admins.list')]);

describe('the navigation guard', () => {
  test('a visit without a token goes to Login, keeping the page and its query to come back to', () => {
    expect(
      decideNavigation({
        pathname: '/backstage-management/white-list',
        search: '?page=2',
        token: null,
        permissions: held,
        route: route('ipWhitelist.list'),
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fbackstage-management%2Fwhite-list%3Fpage%3D2',
    });
  });

  test('a session that ended says so on Login; a deliberate sign-out does not ask to come back', () => {
    expect(
      decideNavigation({ pathname: '/home', search: '', token: null, permissions: held, route: route(), signOutReason: 'sessionEnded' }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhome',
      reason: 'sessionEnded',
    });
    expect(
      decideNavigation({ pathname: '/home', search: '', token: null, permissions: held, route: route(), signOutReason: 'signedOut' }),
    ).toEqual({
      kind: 'redirect',
      to: '/login',
      reason: 'signedOut',
    });
  });

  test('Login with a token goes to /main, or to the page named by redirect', () => {
    expect(decideNavigation({ pathname: '/login', search: '', token: 't', permissions: held, route: publicRoute })).toEqual({
      kind: 'redirect',
      to: '/main',
    });
    expect(
      decideNavigation({
        pathname: '/login',
        search: '?redirect=%2Fbackstage-management%2Fwhite-list',
        token: 't',
        permissions: held,
        route: publicRoute,
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/backstage-management/white-list',
    });
  });

  test('Login and the 404 page are open without a token', () => {
    expect(decideNavigation({ pathname: '/login', search: '', token: null, permissions: new Set(), route: publicRoute })).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation({ pathname: '/404', search: '', token: null, permissions: new Set(), route: publicRoute })).toEqual({
      kind: 'allow',
    });
  });

  test('a route whose view permission the admin lacks gets the no-permission page where it was asked for; one they hold opens', () => {
    expect(
      decideNavigation({ pathname: '/finance/deposit/list', search: '', token: 't', permissions: held, route: route('deposit.list') }),
    ).toEqual({ kind: 'forbidden' });
    expect(
      decideNavigation({
        pathname: '/backstage-management/permission-settings/admin-list',
        search: '',
        token: 't',
        permissions: held,
        route: route('admins.list'),
      }),
    ).toEqual({ kind: 'allow' });
    expect(decideNavigation({ pathname: '/home', search: '', token: 't', permissions: new Set(), route: route(null) })).toEqual({
      kind: 'allow',
    });
  });

  test('an unknown path gets the not-found page at the address typed, with or without a token', () => {
    expect(decideNavigation({ pathname: '/nowhere', search: '', token: 't', permissions: held, route: null })).toEqual({
      kind: 'notFound',
    });
    expect(decideNavigation({ pathname: '/nowhere', search: '', token: null, permissions: held, route: null })).toEqual({
      kind: 'notFound',
    });
  });

  test('a permission key the catalogue does not know opens nothing', () => {
    expect(decideNavigation({ pathname: '/x', search: '', token: 't', permissions: held, route: route('no.such.key') })).toEqual({
      kind: 'forbidden',
    });
  });
});

test('after sign-in only pages of the console are honoured as redirect targets', () => {
  expect(redirectAfterSignIn('/backstage-management/white-list?page=2')).toBe('/backstage-management/white-list?page=2');
  expect(redirectAfterSignIn(null)).toBe('/main');
  expect(redirectAfterSignIn('https://elsewhere.example/')).toBe('/main');
  expect(redirectAfterSignIn('//elsewhere.example/')).toBe('/main');
  expect(redirectAfterSignIn('/login?redirect=%2Fhome')).toBe('/main');
});

test('a cold visit shows the sign-in form alone only where the guard would end on Login', () => {
  expect(coldStart('/login', null)).toEqual({ kind: 'login', replaceWith: null });
  expect(coldStart('/', null)).toEqual({ kind: 'login', replaceWith: '/login?redirect=%2Fhome' });
  expect(coldStart('/main', null)).toEqual({ kind: 'login', replaceWith: '/login?redirect=%2Fhome' });
  expect(coldStart('/backstage-management/white-list', null)).toEqual({ kind: 'console' });
  expect(coldStart('/login', 'token')).toEqual({ kind: 'console' });
});
