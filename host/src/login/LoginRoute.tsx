import { useLocation } from 'react-router-dom';
import type { SignOutReason } from '../navigation/guard';
import { LoginPage } from './LoginPage';

/** Login inside the console's router (after a sign-out or an ended session): the guard navigates on sign-in. */
export function LoginRoute() {
  const location = useLocation();
  const reason = (location.state as { reason?: SignOutReason } | null)?.reason ?? null;
  return <LoginPage reason={reason} />;
}
