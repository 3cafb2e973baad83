import { QueryObserver } from '@tanstack/react-query';
import { AxiosHeaders, CanceledError, type AxiosAdapter } from 'axios';
import { api, cancelPending, http } from './http';
import { queryClient } from './query';

afterEach(() => queryClient.clear());

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

test('a query cancelled by navigation but still shown by the next page fetches again at once', async () => {
  let calls = 0;
  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve, reject) => {
      calls += 1;
      const call = calls;
      config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
      if (call > 1)
        resolve({ data: { code: 1, msg: '', time: '', data: ['ok'] }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config });
    });
  http.defaults.adapter = adapter;

  const observer = new QueryObserver(queryClient, { queryKey: ['options'], queryFn: () => api.get<string[]>('common/options') });
  const results: string[] = [];
  const stop = observer.subscribe((result) => results.push(`${result.status}:${String(result.data ?? '')}`));
  await until(() => calls === 1);
  cancelPending();
  await until(() => observer.getCurrentResult().data !== undefined);

  expect(calls).toBe(2);
  expect(observer.getCurrentResult().data).toEqual(['ok']);
  expect(results).not.toContain('error:');
  stop();
});

test('a refusal by the server is not retried', async () => {
  let calls = 0;
  http.defaults.adapter = async (config) => {
    calls += 1;
    return { data: { code: 0, msg: 'no', time: '', data: null }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  await expect(
    queryClient.fetchQuery({ queryKey: ['refused'], queryFn: () => api.get('x', undefined, { silent: true }) }),
  ).rejects.toMatchObject({ msg: 'no' });
  expect(calls).toBe(1);
});
