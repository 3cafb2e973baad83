import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlState } from './url-state';

const DEFAULTS = { account: '', status: '' };

function setup(initial = '/admins') {
  let location = '';
  function LocationProbe() {
    const l = useLocation();
    location = `${l.pathname}${l.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  const hook = renderHook(() => useUrlState(DEFAULTS), { wrapper });
  return { hook, location: () => location };
}

describe('useUrlState', () => {
  it('starts from the defaults with page 1 and 20 rows', () => {
    const { hook, location } = setup();
    expect(hook.result.current.filters).toEqual({ account: '', status: '' });
    expect(hook.result.current.pageNum).toBe(1);
    expect(hook.result.current.pageSize).toBe(20);
    expect(location()).toBe('/admins');
  });

  it('reads filters and paging from the URL', () => {
    const { hook } = setup('/admins?account=ali&pageNum=3&pageSize=50&unrelated=x');
    expect(hook.result.current.filters).toEqual({ account: 'ali', status: '' });
    expect(hook.result.current.pageNum).toBe(3);
    expect(hook.result.current.pageSize).toBe(50);
  });

  it('writes filters into the URL, leaves defaults out and goes back to page 1', () => {
    const { hook, location } = setup('/admins?pageNum=4');
    act(() => hook.result.current.setFilters({ account: 'alice', status: '1' }));
    expect(location()).toBe('/admins?account=alice&status=1');
    expect(hook.result.current.filters).toEqual({ account: 'alice', status: '1' });
    expect(hook.result.current.pageNum).toBe(1);
    act(() => hook.result.current.setFilters({ status: '' }));
    expect(location()).toBe('/admins?account=alice');
  });

  it('keeps the filters when paging, and resets the page on a new page size', () => {
    const { hook, location } = setup('/admins?account=alice');
    act(() => hook.result.current.setPage(2));
    expect(location()).toBe('/admins?account=alice&pageNum=2');
    act(() => hook.result.current.setPageSize(50));
    expect(location()).toBe('/admins?account=alice&pageSize=50');
    expect(hook.result.current.pageNum).toBe(1);
  });

  it('keeps two changes made from the same render: each writes only its own keys', () => {
    const { hook, location } = setup('/admins?pageNum=2');
    const before = hook.result.current;
    act(() => {
      before.setFilters({ status: '1' });
      before.setFilters({ account: 'alice' });
    });
    expect(location()).toBe('/admins?status=1&account=alice');
    act(() => before.setPage(3));
    expect(location()).toBe('/admins?status=1&account=alice&pageNum=3');
  });

  it('resets to the defaults', () => {
    const { hook, location } = setup('/admins?account=alice&status=0&pageNum=2&pageSize=100');
    act(() => hook.result.current.reset());
    expect(location()).toBe('/admins');
    expect(hook.result.current.filters).toEqual(DEFAULTS);
  });

  it('ignores a page number that is not a positive whole number', () => {
    const { hook } = setup('/admins?pageNum=-2&pageSize=abc');
    expect(hook.result.current.pageNum).toBe(1);
    expect(hook.result.current.pageSize).toBe(20);
  });
});
