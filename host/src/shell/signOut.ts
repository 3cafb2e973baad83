import { api, queryClient, session } from '@console/client';
import { setSignOutReason } from '../navigation/signOutReason';

/** Ends the session on the server, then here; the guard then shows Login. */
export async function signOut(): Promise<void> {
  try {
    await api.post('manage/logout', undefined, { silent: true, persistent: true });
  } catch {
    // The server may already consider the session over; the local sign-out must happen regardless.
  }
  setSignOutReason('signedOut');
  session.signOut();
  queryClient.clear();
}
