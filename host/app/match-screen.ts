import { parse } from 'regexparam';
import type { ScreenPlugin, ScreenRegistry } from '../../engine';

/**
 * The first screen whose path pattern matches `path`, with its params, as wouter matches them: a
 * string pattern through the same parser, a RegExp with its named groups as the params.
 */
export function matchScreen(
  screens: ScreenRegistry,
  path: string,
): { screen: ScreenPlugin; params: Record<string, string | undefined> } | null {
  for (const screen of screens) {
    const { pattern, keys } = screen.path instanceof RegExp ? { pattern: screen.path, keys: null } : parse(screen.path);
    const match = pattern.exec(path);
    if (!match) continue;
    const entries = keys
      ? keys.map((key, index) => [key, match[index + 1]] as const)
      : Object.entries(match.groups ?? {});
    const params: Record<string, string | undefined> = {};
    for (const [key, value] of entries) params[key] = value === undefined ? undefined : decodeURIComponent(value);
    return { screen, params };
  }
  return null;
}
