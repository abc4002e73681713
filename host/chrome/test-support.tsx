import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CookieJar } from '../../engine';
import { renderWithEngine, testQueryClient, testRegistry } from '../../engine/testing';
import { AccountModalHost } from '../../ui/accounts/account-modal';
import { defaultAnswers, fixtureApi, type Answers } from './fixtures';

export { cartFixture, defaultAnswers, navigationFixture, siteConfigurationFixture, userFixture } from './fixtures';

/** Renders chrome at `path` with an API answering from `answers`; unknown paths answer 404. Returns the calls made. */
export function renderChrome(
  ui: ReactElement,
  {
    answers = defaultAnswers(),
    signedIn = false,
    path = '/',
    track,
    cookies,
  }: {
    answers?: Answers;
    signedIn?: boolean;
    path?: string;
    track?: (event: string, properties?: Record<string, unknown>) => void;
    cookies?: CookieJar;
  } = {},
) {
  const { api, calls } = fixtureApi(answers);
  const location = memoryLocation({ path, record: true });
  const result = renderWithEngine(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
      <AccountModalHost />
    </Router>,
    {
      api,
      blocks: testRegistry,
      queryClient: testQueryClient(),
      ...(track ? { track } : {}),
      ...(cookies ? { cookies } : {}),
      ...(signedIn ? { viewer: { userId: '1002', uuid: 'uuid-1002' } } : {}),
    },
  );
  return { ...result, calls, location };
}
