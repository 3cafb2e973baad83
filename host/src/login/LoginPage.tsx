import { api, ApiError, session } from '@console/client';
import type { LoginResult } from '@console/contracts';
import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOGOS, useBranding } from '../branding/branding';
import { documentTitle } from '../title/title';
import type { SignOutReason } from '../navigation/guard';
import { setSignOutReason } from '../navigation/signOutReason';
import { type LoginField, problemKey, useLoginForm } from './form';
import { LanguageSelect } from './LanguageSelect';
import { installLoginStyles } from './loginStyles';

export interface LoginPageProps {
  /** Why the previous session ended, to say so above the form. */
  reason?: SignOutReason | null;
  /** Called once the session is stored; without it, the navigation guard leaves Login by itself. */
  onSignedIn?: () => void;
}

/** The sign-in form. It needs no router, so a cold visit of /login downloads only what it uses. */
export function LoginPage({ reason = null, onSignedIn }: LoginPageProps) {
  installLoginStyles();
  const { t } = useTranslation('host');
  const brand = useBranding();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    document.getElementById('login-account')?.focus();
  }, []);

  const name = brand.systemName ?? t('app.defaultName');
  const pageTitle = t('route.login');
  useEffect(() => {
    document.title = documentTitle(pageTitle, name);
  }, [pageTitle, name]);

  const form = useLoginForm(async (values) => {
    setFailure(null);
    try {
      const result = await api.post<LoginResult>('login/manager/login', values, { silent: true, persistent: true });
      setSignOutReason(null);
      // The console then leaves Login for the page named by `redirect` (or /main).
      session.signIn(result);
      onSignedIn?.();
    } catch (error) {
      if (isCancel(error)) return;
      setFailure(error instanceof ApiError ? error.msg : t('login.failed'));
    }
  });

  const fieldError = (field: LoginField) => {
    const problem = form.problem(field);
    if (!problem) return null;
    return (
      <p className="cl-error" id={`login-${field}-error`}>
        {t(problemKey(field, problem))}
      </p>
    );
  };
  const describedBy = (field: LoginField, hint?: string) =>
    [form.problem(field) ? `login-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <div className="cl-page">
      <div className="cl-top">
        <LanguageSelect className="cl-select" />
      </div>
      <main className="cl-card">
        <div className="cl-brand">
          {brand.horizontal ? (
            <img src={brand.horizontal} alt={name} />
          ) : (
            <>
              <img src={brand.square ?? DEFAULT_LOGOS.square} alt="" />
              <span className="cl-brand-name">{name}</span>
            </>
          )}
        </div>
        <h1 className="cl-title">{t('login.title')}</h1>
        <p className="cl-subtitle">{t('login.subtitle')}</p>
        {reason && !failure ? (
          <output className="cl-alert cl-info">{t(reason === 'signedOut' ? 'login.signedOut' : 'login.sessionEnded')}</output>
        ) : null}
        {failure ? (
          <div className="cl-alert" role="alert">
            {failure}
          </div>
        ) : null}
        <form onSubmit={form.onSubmit} noValidate>
          <div className="cl-field">
            <label className="cl-label" htmlFor="login-account">
              {t('login.account')}
            </label>
            <input
              id="login-account"
              className="cl-input"
              autoComplete="username"
              aria-invalid={form.problem('account') ? true : undefined}
              aria-describedby={describedBy('account')}
              {...form.field('account')}
            />
            {fieldError('account')}
          </div>
          <div className="cl-field">
            <label className="cl-label" htmlFor="login-password">
              {t('login.password')}
            </label>
            <input
              id="login-password"
              className="cl-input"
              type="password"
              autoComplete="current-password"
              aria-invalid={form.problem('password') ? true : undefined}
              aria-describedby={describedBy('password')}
              {...form.field('password')}
            />
            {fieldError('password')}
          </div>
          <div className="cl-field">
            <label className="cl-label" htmlFor="login-gauthCode">
              {t('login.gauthCode')}
            </label>
            <input
              id="login-gauthCode"
              className="cl-input cl-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={form.problem('gauthCode') ? true : undefined}
              aria-describedby={describedBy('gauthCode', form.problem('gauthCode') ? undefined : 'login-gauthCode-hint')}
              {...form.field('gauthCode')}
            />
            {fieldError('gauthCode') ?? (
              <p className="cl-hint" id="login-gauthCode-hint">
                {t('login.gauthCodeHint')}
              </p>
            )}
          </div>
          <button className="cl-button" type="submit" disabled={form.submitting}>
            {form.submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
