import { addNamespace, api, i18nReady, onSessionInvalid, session } from '@console/client';
import type { AdminManager } from '@console/contracts';
import { BRANDING_CHANGED_EVENT } from '@console/contracts/settings-events';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { refreshBranding } from './branding/branding';
import { applyInitialColorMode } from './branding/colorMode';
import { HOST_NAMESPACE, loadHostLocale } from './locales/loadHostLocale';
import { loadManifest } from './manifest/manifest';
import { coldStart, redirectAfterSignIn } from './navigation/guard';
import { RouteError } from './navigation/RouteError';
import { setSignOutReason } from './navigation/signOutReason';

/** Refreshes the stored admin and permissions once per start, so a role changed meanwhile applies. */
function refreshProfile(): void {
  if (!session.getToken()) return;
  api
    .get<{ manager: AdminManager; authVo: { permissions: number[] } }>('manage/me', undefined, { silent: true, persistent: true })
    .then((profile) => session.update(profile))
    .catch(() => {
      // A refused session is handled by the client (signed out, back to Login); anything else keeps the stored copy.
    });
}

export async function start(container: HTMLElement): Promise<void> {
  applyInitialColorMode();
  void refreshBranding();
  // The system settings screen saved the console's logos or name: show them at once.
  window.addEventListener(BRANDING_CHANGED_EVENT, () => void refreshBranding());
  // The guard sends the visit to Login (with the page to come back to) once the session is cleared.
  onSessionInvalid(() => setSignOutReason('sessionEnded'));
  refreshProfile();
  const first = coldStart(window.location.pathname, session.getToken());
  // The sign-in form is fetched only for a visit that starts with it, beside the texts (not after them).
  const loginPage = first.kind === 'login' ? import(/* webpackChunkName: "login" */ './login/LoginPage') : null;
  // Read while the first screen is prepared; the sign-in form does not wait for it.
  const manifest = loadManifest();
  await i18nReady;
  await addNamespace(HOST_NAMESPACE, loadHostLocale);
  const root: Root = createRoot(container);
  // Captured now: signing in on the first screen replaces the address before the console starts.
  const initialSearch = window.location.search;

  const startConsole = async () => {
    try {
      const [{ mountConsole }, loaded] = await Promise.all([import(/* webpackChunkName: "console" */ './console'), manifest]);
      mountConsole(root, loaded, initialSearch);
    } catch (error) {
      console.error('The console could not start', error);
      root.render(<RouteError />);
    }
  };

  if (first.kind === 'console' || !loginPage) return startConsole();

  if (first.replaceWith) window.history.replaceState(null, '', first.replaceWith);
  const onSignedIn = () => {
    const target = redirectAfterSignIn(new URLSearchParams(window.location.search).get('redirect'));
    window.history.replaceState(null, '', target);
    void startConsole();
  };
  const { LoginPage } = await loginPage;
  root.render(
    <StrictMode>
      <LoginPage onSignedIn={onSignedIn} />
    </StrictMode>,
  );
}
