import { ApiError } from '@console/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useMutationWithToast } from './mutation';

function setup(failure: unknown) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidated = jest.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () =>
      useMutationWithToast({
        mutationFn: async () => {
          throw failure;
        },
        successMessage: 'done',
        invalidate: [['deposits']],
      }),
    { wrapper },
  );
  return { hook, invalidated };
}

test('a refusal because the record changed meanwhile refreshes the lists', async () => {
  const { hook, invalidated } = setup(new ApiError({ code: 0, msg: 'Deposit 3 was already approved', status: 409 }));
  await act(async () => {
    await hook.result.current.mutateAsync().catch(() => undefined);
  });
  expect(invalidated).toHaveBeenCalledWith({ queryKey: ['deposits'] });
});

test('refused input leaves the lists alone', async () => {
  const { hook, invalidated } = setup(new ApiError({ code: 0, msg: 'amount: must be positive', status: 400 }));
  await act(async () => {
    await hook.result.current.mutateAsync().catch(() => undefined);
  });
  expect(invalidated).not.toHaveBeenCalled();
});
