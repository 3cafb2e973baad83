import { isApiError } from '@console/client';
import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from './toaster';

export interface MutationWithToastOptions<TData, TVariables> extends Omit<UseMutationOptions<TData, unknown, TVariables>, 'mutationFn'> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Toasted when the change succeeds; a function can name what changed. */
  successMessage: string | ((data: TData, variables: TVariables) => string);
  /** Lists refreshed after the change (each key as a prefix). */
  invalidate?: QueryKey[];
}

/**
 * A change through the API that ends in a success toast and refreshed lists. Failures are not toasted
 * here: the client shows the API's message for every failed call. A refusal because the record changed
 * meanwhile (409, or 404 when it is gone: another admin reviewed or deleted it) refreshes the lists too,
 * so the screen shows what is true now.
 */
export function useMutationWithToast<TData = unknown, TVariables = void>({
  successMessage,
  invalidate = [],
  onSuccess,
  onError,
  ...options
}: MutationWithToastOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVariables>({
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      toastSuccess(typeof successMessage === 'function' ? successMessage(data, variables) : successMessage);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(data, variables, onMutateResult, context);
    },
    onError: async (error, variables, onMutateResult, context) => {
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
      await onError?.(error, variables, onMutateResult, context);
    },
  });
}
