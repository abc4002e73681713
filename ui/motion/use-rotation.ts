import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * An index that steps through `count` positions every `intervalMs`, wrapping around, unless
 * paused. Any change of the index (a step, or the caller's setIndex) starts a full interval again,
 * so a slide the user picked stays for the whole interval.
 */
export function useRotation(
  count: number,
  intervalMs: number,
  paused: boolean,
): [number, Dispatch<SetStateAction<number>>] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, count, intervalMs, paused]);
  return [count > 0 ? index % count : 0, setIndex];
}
