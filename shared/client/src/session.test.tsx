import { act, render, screen } from '@testing-library/react';
import type { LoginResult } from '@console/contracts';
import { can, session, useCan, useCurrencies, useSession } from './session';
import { STORAGE_KEYS } from './storage';

const result: LoginResult = {
  token: 'abc',
  manager: { id: 7, account: 'auditor', managerName: 'Audrey' } as LoginResult['manager'],
  authVo: { permissions: [], tree: [] },
  currencyList: [],
  version: '1',
};

beforeEach(() => {
  localStorage.clear();
  session.signOut();
});

test('signing in stores the token, the admin and the permissions under the console keys', () => {
  session.signIn({ ...result, authVo: { permissions: [1, 21], tree: [] } });
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('abc');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.manager) ?? 'null')).toMatchObject({ account: 'auditor' });
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.permissions) ?? 'null')).toEqual([1, 21]);
  expect(can('users.list')).toBe(true);
  expect(can('kyc.list')).toBe(true);
  expect(can('users.create')).toBe(false);
  expect(can('no.such.permission')).toBe(false);
});

function Probe() {
  const { manager } = useSession();
  const canReview = useCan('kyc.review');
  return <p>{`${manager?.account ?? 'nobody'}:${canReview ? 'review' : 'read-only'}`}</p>;
}

test('the hooks follow sign-in, refresh and sign-out', () => {
  render(<Probe />);
  expect(screen.getByText('nobody:read-only')).toBeInTheDocument();

  act(() => session.signIn(result));
  expect(screen.getByText('auditor:read-only')).toBeInTheDocument();

  act(() => session.update({ manager: result.manager, authVo: { permissions: [21, 22] } }));
  expect(screen.getByText('auditor:review')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.permissions) ?? '[]')).toEqual([21, 22]);

  act(() => session.signOut());
  expect(screen.getByText('nobody:read-only')).toBeInTheDocument();
});

function Coins() {
  return (
    <p>
      {useCurrencies()
        .map((c) => `${c.id}:${c.code}`)
        .join(',') || 'no coins'}
    </p>
  );
}

test('the coins listed at sign-in are kept for the coin pickers, through a refresh, and gone at sign-out', () => {
  render(<Coins />);
  act(() =>
    session.signIn({
      ...result,
      currencyList: [
        { id: 1, code: 'USDT' },
        { id: 2, code: 'BTC' },
      ] as LoginResult['currencyList'],
    }),
  );
  expect(screen.getByText('1:USDT,2:BTC')).toBeInTheDocument();
  act(() => session.update({ manager: result.manager, authVo: { permissions: [1] } }));
  expect(screen.getByText('1:USDT,2:BTC')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currencies) ?? '[]')).toEqual([
    { id: 1, code: 'USDT' },
    { id: 2, code: 'BTC' },
  ]);
  act(() => session.signOut());
  expect(screen.getByText('no coins')).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.currencies)).toBeNull();
});
