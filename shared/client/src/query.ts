import { QueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { ApiError } from './errors';

const defaultDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);

/** The console's one query client (a module-federation singleton). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Navigation cancels the previous page's calls. A query the next page also shows is still observed
      // and fetches again at once; react-query does not retry queries nobody observes any more.
      // A refusal by the server (bad input, no permission, not found) will not change on its own: only
      // transient failures are worth another try.
      retry: (failureCount, error) => {
        if (axios.isCancel(error)) return failureCount < 1;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        if (error instanceof ApiError && error.status === 200) return false;
        return failureCount < 2;
      },
      retryDelay: (failureCount, error) => (axios.isCancel(error) ? 0 : defaultDelay(failureCount)),
    },
    mutations: { retry: false },
  },
});
