import { addNamespace, http, session } from '@console/client';
import type { LoginResult } from '@console/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { HOST_NAMESPACE, loadHostLocale } from '../locales/loadHostLocale';
import { LoginPage } from './LoginPage';

const requests: InternalAxiosRequestConfig[] = [];

function answer(status: number, body: unknown): void {
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const response = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
}

const result: LoginResult = {
  token: 'fresh-token',
  manager: { id: 1, account: 'admin' } as LoginResult['manager'],
  authVo: { permissions: [256], tree: [] },
  currencyList: [],
  version: '1.0.0',
};

beforeAll(async () => {
  await addNamespace(HOST_NAMESPACE, loadHostLocale);
});

beforeEach(() => {
  localStorage.clear();
  session.signOut();
  requests.length = 0;
});

test('each field says what is wrong, and nothing is sent', async () => {
  const user = userEvent.setup();
  render(<LoginPage />);

  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText('Enter your account.')).toBeInTheDocument();
  expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
  expect(screen.getByLabelText('Account')).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toHaveLength(0);
});

test('a code that is not 6 digits is refused while the other fields pass', async () => {
  const user = userEvent.setup();
  render(<LoginPage />);

  await user.type(screen.getByLabelText('Account'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'admin-demo-2026');
  await user.type(screen.getByLabelText('Two-factor code'), '12a45');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
  expect(screen.queryByText('Enter your account.')).not.toBeInTheDocument();
  expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('a valid form signs in, stores the session and hands over', async () => {
  answer(200, { code: 1, msg: 'success', time: 't', data: result });
  const onSignedIn = jest.fn();
  const user = userEvent.setup();
  render(<LoginPage onSignedIn={onSignedIn} />);

  await user.type(screen.getByLabelText('Account'), ' admin ');
  await user.type(screen.getByLabelText('Password'), 'admin-demo-2026');
  await user.type(screen.getByLabelText('Two-factor code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  expect(requests[0].url).toBe('login/manager/login');
  expect(JSON.parse(requests[0].data)).toEqual({ account: 'admin', password: 'admin-demo-2026', gauthCode: '123456' });
  expect(session.getToken()).toBe('fresh-token');
  expect(localStorage.getItem('console.token')).toBe('fresh-token');
});

test("the server's refusal is shown above the form", async () => {
  answer(400, { code: 0, msg: 'Wrong account, password or two-factor code', time: 't', data: null });
  const onSignedIn = jest.fn();
  const user = userEvent.setup();
  render(<LoginPage onSignedIn={onSignedIn} />);

  await user.type(screen.getByLabelText('Account'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.type(screen.getByLabelText('Two-factor code'), '000000');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account, password or two-factor code');
  expect(onSignedIn).not.toHaveBeenCalled();
  expect(session.getToken()).toBeNull();
});

test('an ended session is explained', () => {
  render(<LoginPage reason="sessionEnded" />);
  expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
});
