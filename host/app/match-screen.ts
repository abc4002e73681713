import { parse } from 'regexparam';
import type { ScreenPlugin } from '../../engine/registry/screen-plugin';
import type { ScreenRegistry } from '../../engine/registry/screen-registry';

/** The first screen whose path pattern matches `path`, with its params (the same parser wouter uses). */
export function matchScreen(screens: ScreenRegistry, path: string): { screen: ScreenPlugin; params: Record<string, string | undefined> } | null {
  for (const screen of screens) {
    const { pattern, keys } = parse(screen.path);
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string | undefined> = {};
    keys.forEach((key, index) => {
      const value = match[index + 1];
      params[key] = value === undefined ? undefined : decodeURIComponent(value);
    });
    return { screen, params };
  }
  return null;
}
