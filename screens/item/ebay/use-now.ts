import { useEffect, useState } from 'react';

/** The time now, moving on every `intervalMs`: relative times ('5 minutes ago') stay true on an open page. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
