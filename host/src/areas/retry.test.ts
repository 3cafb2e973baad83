import { withRetry } from './retry';

test('a transient failure is retried until it succeeds', async () => {
  let calls = 0;
  const result = await withRetry(
    async () => {
      calls += 1;
      if (calls < 3) throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
      return 'page';
    },
    { attempts: 3, baseDelayMs: 1 },
  );
  expect(result).toBe('page');
  expect(calls).toBe(3);
});

test('after the last attempt the error is thrown', async () => {
  const task = jest.fn(async () => {
    throw new Error('Failed to load script resources.');
  });
  await expect(withRetry(task, { attempts: 3, baseDelayMs: 1 })).rejects.toThrow('Failed to load script resources.');
  expect(task).toHaveBeenCalledTimes(3);
});

test('a permanent failure is not retried', async () => {
  const task = jest.fn(async () => {
    throw new Error('missing page');
  });
  await expect(withRetry(task, { attempts: 3, baseDelayMs: 1, shouldRetry: () => false })).rejects.toThrow('missing page');
  expect(task).toHaveBeenCalledTimes(1);
});
