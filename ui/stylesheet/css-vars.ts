import type { CSSProperties } from 'react';

/** CSS custom properties for a `style` prop, leaving out absent values; undefined when none is set. */
export function cssVars(vars: Record<`--${string}`, string | null | undefined>): CSSProperties | undefined {
  const set = Object.entries(vars).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return set.length > 0 ? (Object.fromEntries(set) as CSSProperties) : undefined;
}
