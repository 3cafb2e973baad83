export interface RetryOptions {
  attempts?: number;
  /** Delay before the second attempt; it doubles for each further one. */
  baseDelayMs?: number;
  /** Whether a failure may be transient; permanent ones fail at once. */
  shouldRetry?: (error: unknown) => boolean;
  onRetry?: (attempt: number, error: unknown) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds, at most `attempts` times, with an exponential pause between attempts. */
export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 3, baseDelayMs = 500, shouldRetry = () => true, onRetry } = options;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      lastError = error;
      if (attempt === attempts || !shouldRetry(error)) break;
      onRetry?.(attempt, error);
      await wait(baseDelayMs * 2 ** (attempt - 1));
    }
  }
  throw lastError;
}
