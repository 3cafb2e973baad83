import type { LoginRequest } from '@console/contracts';
import { type ChangeEvent, type FormEvent, useState } from 'react';

export type LoginField = keyof LoginRequest;
/** What is wrong with a field, by the rule it breaks. */
export type LoginProblem = 'required' | 'tooLong' | 'format';

const EMPTY: LoginRequest = { account: '', password: '', gauthCode: '' };

/**
 * The sign-in form's rules, the very ones of the API's `loginRequest` schema (a test holds them together):
 * checked here by hand, so that the sign-in page does not download a schema library for three fields.
 */
export function checkLogin(values: LoginRequest): { request: LoginRequest; problems: Partial<Record<LoginField, LoginProblem>> } {
  const request = { account: values.account.trim(), password: values.password, gauthCode: values.gauthCode.trim() };
  const problems: Partial<Record<LoginField, LoginProblem>> = {};
  if (request.account === '') problems.account = 'required';
  else if (request.account.length > 64) problems.account = 'tooLong';
  if (request.password === '') problems.password = 'required';
  else if (request.password.length > 128) problems.password = 'tooLong';
  if (!/^\d{6}$/.test(request.gauthCode)) problems.gauthCode = 'format';
  return { request, problems };
}

/** The translation key of a field's problem. */
export function problemKey(field: LoginField, problem: LoginProblem): string {
  if (field === 'gauthCode') return 'login.validation.gauthCodeFormat';
  return problem === 'tooLong' ? `login.validation.${field}TooLong` : `login.validation.${field}Required`;
}

/**
 * The form's state: a field's problem shows once it was left (or the form submitted), and follows each change
 * after that; submitting sends the cleaned request only when nothing is wrong.
 */
export function useLoginForm(submit: (request: LoginRequest) => Promise<void>) {
  const [values, setValues] = useState<LoginRequest>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { problems } = checkLogin(values);
  const shown = (field: LoginField) => (submitted || touched[field] ? problems[field] : undefined);
  return {
    problem: shown,
    submitting,
    field: (name: LoginField) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
      onBlur: () => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
    }),
    onSubmit: async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const checked = checkLogin(values);
      if (Object.keys(checked.problems).length > 0) {
        const first = (['account', 'password', 'gauthCode'] as const).find((f) => checked.problems[f]);
        if (first) document.getElementById(`login-${first}`)?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await submit(checked.request);
      } finally {
        setSubmitting(false);
      }
    },
  };
}
