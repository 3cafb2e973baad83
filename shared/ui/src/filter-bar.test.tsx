import { http } from '@console/client';
import { OPTIONS } from '@console/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { useLocation, useNavigate } from 'react-router-dom';
import { FilterBar } from './filter-bar';
import { renderWithUi, signInWith, useEnglishTexts } from './testing';
import { useUrlState } from './url-state';

const DEFAULTS = { account: '', id: '', status: '', startTime: '', endTime: '' };
const TABBED_DEFAULTS = { tab: 'pending', account: '' };

/** A list with a status tab outside the bar, like the KYC review list. */
function TabbedSearch() {
  const url = useUrlState(TABBED_DEFAULTS);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => url.setFilters({ tab: 'approved' })}>
        Approved tab
      </button>
      <FilterBar state={url} fields={[{ type: 'text', name: 'account', label: 'Account' }]} />
      <output aria-label="query">{location.search}</output>
    </>
  );
}

/** A list whose saved view leads to `?account=bob`, like the list kit's saved views. */
function SearchWithView() {
  const url = useUrlState(DEFAULTS);
  const navigate = useNavigate();
  return (
    <>
      <FilterBar state={url} fields={[{ type: 'text', name: 'account', label: 'Account' }]} />
      <button type="button" onClick={() => navigate({ pathname: '/list', search: '?account=bob' })}>
        Bob's view
      </button>
    </>
  );
}

function Search({ primary = 4 }: { primary?: number }) {
  const url = useUrlState(DEFAULTS);
  const location = useLocation();
  return (
    <>
      <FilterBar
        primary={primary}
        storageKey="test"
        state={url}
        fields={[
          { type: 'text', name: 'account', label: 'Account' },
          { type: 'number', name: 'id', label: 'ID' },
          { type: 'option', name: 'status', label: 'Status', optionName: 'adminStatus' },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: 'Date' },
        ]}
      />
      <output aria-label="query">{location.search}</output>
    </>
  );
}

const optionsAdapter: AxiosAdapter = async (config) => ({
  data: { code: 1, msg: 'ok', time: new Date().toISOString(), data: OPTIONS },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

beforeAll(async () => {
  await useEnglishTexts();
  signInWith([], { timeZone: 'Asia/Shanghai' });
  http.defaults.adapter = optionsAdapter;
});

describe('FilterBar', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-03-15T06:30:45Z'),
      doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('applies the fields to the URL only on Search', async () => {
    renderWithUi(<Search />, { route: '/list?pageNum=3' });
    const output = screen.getByLabelText('query');
    await userEvent.type(screen.getByLabelText('Account'), 'alice');
    expect(output).toHaveTextContent('?pageNum=3');
    await userEvent.type(screen.getByLabelText('ID'), '4x2');
    await waitFor(() => expect(within(screen.getByLabelText('Status')).getByRole('option', { name: 'Enabled' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Enabled');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(output).toHaveTextContent('?account=alice&id=42&status=1');
  });

  it('fills the date range from a shortcut on the admin’s wall clock, and names the range it chose', async () => {
    renderWithUi(<Search />);
    await userEvent.click(screen.getByRole('button', { name: 'Date: Any time' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Today' }));
    const trigger = await screen.findByRole('button', { name: 'Date: 2026-03-15 00:00 – 2026-03-15 23:59' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const search = new URLSearchParams(screen.getByLabelText('query').textContent ?? '');
    expect(search.get('startTime')).toBe('2026-03-15T00:00:00+08:00');
    expect(search.get('endTime')).toBe('2026-03-15T23:59:59+08:00');
    await userEvent.click(trigger);
    expect(await screen.findByLabelText('Start date and time')).toHaveValue('2026-03-15 00:00:00');
    expect(screen.getByLabelText('End date and time')).toHaveValue('2026-03-15 23:59:59');
    expect(screen.getByText('Times in Asia/Shanghai')).toBeInTheDocument();
  });

  it('takes a start and end typed to the second, and refuses what is not a date', async () => {
    renderWithUi(<Search />);
    await userEvent.click(screen.getByRole('button', { name: 'Date: Any time' }));
    await userEvent.type(await screen.findByLabelText('Start date and time'), '2026-03-01 08:30:00{Enter}');
    await userEvent.type(screen.getByLabelText('End date and time'), '2026-03-32 00:00:00{Enter}');
    expect(screen.getByText('Type a date and time as YYYY-MM-DD HH:mm:ss.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const search = new URLSearchParams(screen.getByLabelText('query').textContent ?? '');
    expect(search.get('startTime')).toBe('2026-03-01T08:30:00+08:00');
    expect(search.get('endTime')).toBeNull();
  });

  it('offers every shortcut of the specification', async () => {
    renderWithUi(<Search />);
    await userEvent.click(screen.getByRole('button', { name: 'Date: Any time' }));
    const group = await screen.findByRole('group', { name: 'Date range shortcuts' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Last 24 hours', 'Today', 'Last 7 days', 'Last 30 days', 'This month', 'This year', 'Last six months']);
  });

  it('keeps the less used fields behind More filters, which says how many of them are set', async () => {
    renderWithUi(<Search primary={2} />, { route: '/list?status=1' });
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: /More filters/ });
    expect(within(more).getByLabelText('1 more filters set')).toBeInTheDocument();
    await userEvent.click(more);
    expect(screen.getByLabelText('Status')).toHaveValue('1');
    expect(window.localStorage.getItem('console.list.test.moreFilters')).toBe('1');
  });

  it('resets the fields and the URL', async () => {
    renderWithUi(<Search />, { route: '/list?account=bob&pageNum=2' });
    expect(screen.getByLabelText('Account')).toHaveValue('bob');
    await userEvent.type(screen.getByLabelText('ID'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Account')).toHaveValue('');
    expect(screen.getByLabelText('ID')).toHaveValue('');
    expect(screen.getByLabelText('query')).toHaveTextContent(/^$/);
  });

  it('leaves filters it does not show as they are: a tab chosen before Search, and on Reset', async () => {
    renderWithUi(<TabbedSearch />, { route: '/list' });
    const output = screen.getByLabelText('query');
    // Typed while the tab's change is applied: neither undoes the other.
    await userEvent.type(screen.getByLabelText('Account'), 'ali');
    await userEvent.click(screen.getByRole('button', { name: 'Approved tab' }));
    await userEvent.type(screen.getByLabelText('Account'), 'ce');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(output).toHaveTextContent('?tab=approved&account=alice');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(output).toHaveTextContent('?tab=approved');
    expect(screen.getByLabelText('Account')).toHaveValue('');
  });

  it('shows a saved view’s filters when the view opens before a Reset has rendered', async () => {
    renderWithUi(<SearchWithView />, { route: '/list?account=bob' });
    expect(screen.getByLabelText('Account')).toHaveValue('bob');
    // Both navigations render in one pass, as they do when the browser is busy: the address ends where it began.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
      fireEvent.click(screen.getByRole('button', { name: "Bob's view" }));
    });
    await waitFor(() => expect(screen.getByLabelText('Account')).toHaveValue('bob'));
  });
});
