import { useEffect, useState } from 'react';

/**
 * The time now, renewed every `intervalMs`: what is shown as an age or a countdown (a tick's age, the oldest waiting
 * record, who is typing) moves on between two answers of the API that did not change.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
