import { api, queryClient } from '@console/client';
import type { Page } from '@console/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { UiProvider } from '../provider';
import { fakeApi, pageOf, signInWith, useEnglishTexts } from '../testing';
import { usePagedQuery } from './paged-query';
import { defineList, LIST_FRESH_MS } from './prefetch';
import { useList } from './use-list';

interface Deposit {
  id: number;
  email: string;
}

const deposits = defineList({
  key: 'deposits',
  defaults: { email: '', coinId: '', reviewer: '' },
  // The tab in the path gives the status; an unknown tab shows no list.
  options: (params) => (params.tab === 'pending' ? { numeric: ['coinId'], fixed: { status: 0 } } : null),
  query: (request) => ({
    queryKey: ['finance/depositRecord/list', request],
    queryFn: ({ signal }) => api.post<Page<Deposit>>('finance/depositRecord/list', request, { signal }),
  }),
});

function DepositsPage() {
  const params = useParams();
  const list = useList(deposits.key, deposits.defaults, deposits.optionsFor(params as Record<string, string>));
  const page = useQuery(deposits.query(list.request));
  return (
    <ul>
      {page.data?.records.map((d) => (
        <li key={d.id}>{d.email}</li>
      ))}
    </ul>
  );
}

function renderAt(url: string) {
  return render(
    <UiProvider defaultColorMode="light">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/finance/deposit/:tab" element={<DepositsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeAll(() => useEnglishTexts());

beforeEach(() => {
  queryClient.clear();
  signInWith(['deposit.list']);
});

test("the route's prefetch asks for the very page the list then shows: one request, which the page finds", async () => {
  const fake = fakeApi({
    'POST finance/depositRecord/list': () => pageOf([{ id: 7, email: 'lena@example.com' }], 2),
    'GET common/options': () => ({}),
  });
  const search = '?email=lena%40example.com&coinId=2&pageNum=2&orderBy=amount&orderDirection=asc&columns=id,email';

  deposits.prefetch({ params: { tab: 'pending' }, search: new URLSearchParams(search) });
  renderAt(`/finance/deposit/pending${search}`);

  expect(await screen.findByText('lena@example.com')).toBeInTheDocument();
  const lists = fake.callsTo('POST finance/depositRecord/list');
  expect(lists).toHaveLength(1);
  expect(lists[0]!.body).toEqual({
    pageNum: 2,
    pageSize: 20,
    email: 'lena@example.com',
    coinId: 2,
    status: 0,
    orderBy: 'amount',
    orderDirection: 'asc',
  });
  // The list's settings and the option lists were asked for with it, once.
  expect(fake.callsTo('GET lists/deposits/settings')).toHaveLength(1);
  expect(fake.callsTo('GET common/options')).toHaveLength(1);
});

test('an address that shows no list fetches nothing ahead', () => {
  const fake = fakeApi({});
  deposits.prefetch({ params: { tab: 'unknown' }, search: new URLSearchParams() });
  expect(fake.calls).toEqual([]);
});

test('a list whose filters the page works out as it draws is fetched ahead only when opened without filters', async () => {
  const fake = fakeApi({ 'POST finance/transfer/operator/list': () => pageOf([]), 'GET common/options': () => ({}) });
  const transfers = defineList({
    key: 'transfers',
    defaults: {},
    unfilteredOnly: true,
    query: (request) => ({
      queryKey: ['finance/transfer/operator/list', request],
      queryFn: () => api.post<Page<unknown>>('finance/transfer/operator/list', request),
    }),
  });
  transfers.prefetch({ params: {}, search: new URLSearchParams('accountId=12') });
  expect(fake.callsTo('POST finance/transfer/operator/list')).toHaveLength(0);
  transfers.prefetch({ params: {}, search: new URLSearchParams('pageNum=3&orderBy=id') });
  await waitFor(() =>
    expect(fake.callsTo('POST finance/transfer/operator/list').map((c) => c.body)).toEqual([
      { pageNum: 3, pageSize: 20, orderBy: 'id', orderDirection: 'desc' },
    ]),
  );
});

test('a list opened again a few seconds later shows the rows it had at once and asks for them again', async () => {
  let email = 'before@example.com';
  const fake = fakeApi({ 'POST finance/userWallet/list': () => pageOf([{ id: 1, email }]) });
  function Balances() {
    const page = usePagedQuery<Deposit>(['finance/userWallet/list'], { pageNum: 1, pageSize: 20 });
    return (
      <ul>
        {page.data?.records.map((d) => (
          <li key={d.id}>{d.email}</li>
        ))}
      </ul>
    );
  }
  const open = () =>
    render(
      <QueryClientProvider client={queryClient}>
        <Balances />
      </QueryClientProvider>,
    );
  const calls = () => fake.callsTo('POST finance/userWallet/list');

  const first = open();
  expect(await screen.findByText('before@example.com')).toBeInTheDocument();
  first.unmount();
  email = 'after@example.com';
  // Opened again at once (the route's fetch ahead, then the page): the same answer serves both.
  open().unmount();
  expect(calls()).toHaveLength(1);

  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + LIST_FRESH_MS + 1);
  try {
    open();
    expect(screen.getByText('before@example.com')).toBeInTheDocument();
    expect(await screen.findByText('after@example.com')).toBeInTheDocument();
    expect(calls()).toHaveLength(2);
  } finally {
    clock.mockRestore();
  }
});
