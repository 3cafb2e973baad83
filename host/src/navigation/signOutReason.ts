import type { SignOutReason } from './guard';

/**
 * Why the last session ended. Set by the sign-out button and by the session-invalid listener, read by the
 * guard when it sends the visit to Login, cleared by the next sign-in.
 */
let reason: SignOutReason | null = null;

export function setSignOutReason(next: SignOutReason | null): void {
  reason = next;
}

export function signOutReason(): SignOutReason | null {
  return reason;
}
