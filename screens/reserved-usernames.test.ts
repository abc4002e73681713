import { expect, it } from 'vitest';
import { screens } from '.';
import { usernameSchema } from '../schemas/requests/iam';
import { isReservedUsername } from '../schemas/requests/reserved-usernames';

/** '/locker/:username/:section?' → 'locker'; RegExp paths by their spec routes. */
const firstSegments = screens
  .flatMap((screen) => [...(screen.specRoutes ?? []), ...(typeof screen.path === 'string' ? [screen.path] : [])])
  .map((path) => path.split('/')[1] ?? '')
  .filter((segment) => segment !== '' && !segment.startsWith(':'));

it('reserves the first path segment of every screen, so no profile at /{username} is shadowed by a page', () => {
  expect(firstSegments.length).toBeGreaterThan(10);
  expect(firstSegments.filter((segment) => !isReservedUsername(segment))).toEqual([]);
});

it('refuses reserved usernames in any case, and keeps ordinary ones', () => {
  expect(usernameSchema.safeParse('Settings').error?.issues.map((issue) => issue.message)).toEqual([
    'This username is taken by a page of the site',
  ]);
  expect(usernameSchema.safeParse('value_guide').success).toBe(false);
  expect(usernameSchema.safeParse('shopkeeper').success).toBe(true);
  expect(usernameSchema.safeParse('demo_buyer').success).toBe(true);
});
