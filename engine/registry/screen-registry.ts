import type { ScreenPlugin } from './screen-plugin';

/** The registered screens, in route-matching order. */
export type ScreenRegistry = readonly ScreenPlugin[];

/**
 * Builds the screen registry from one explicit list, matched in order (put catch-alls last).
 * A duplicate id or path throws.
 */
export function createScreenRegistry(screens: readonly ScreenPlugin[]): ScreenRegistry {
  const ids = new Set<string>();
  const paths = new Set<string>();
  for (const screen of screens) {
    if (ids.has(screen.id)) throw new Error(`Screen id "${screen.id}" is registered twice`);
    const path = String(screen.path);
    if (paths.has(path)) throw new Error(`Screen path "${path}" is registered twice`);
    ids.add(screen.id);
    paths.add(path);
  }
  return screens;
}
