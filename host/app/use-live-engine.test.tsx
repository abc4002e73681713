import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EngineProvider, useEngine, type EngineContextValue } from '../../engine/context';
import { requestCookieJar } from '../../engine/session/cookies';
import { createSession } from '../../engine/session/session';
import { offlineApi, testRegistry } from '../../engine/testing';
import { useLiveEngine } from './use-live-engine';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

function Who() {
  const { signedIn, viewer } = useEngine();
  return <p>{signedIn ? `signed in as ${viewer?.userId}` : 'guest'}</p>;
}

function Live({ engine }: { engine: EngineContextValue }) {
  return (
    <EngineProvider value={useLiveEngine(engine)}>
      <Who />
    </EngineProvider>
  );
}

describe('useLiveEngine', () => {
  it('follows the session: signed in after setTokens, a guest after clear (a 401), without remounting', () => {
    const session = createSession({
      cookies: requestCookieJar(undefined),
      refresh: () => Promise.reject(new Error('none')),
    });
    render(
      <Live
        engine={{
          api: offlineApi(),
          session,
          blocks: testRegistry,
          environment: 'development',
          signedIn: false,
          track: () => {},
        }}
      />,
    );
    expect(screen.getByText('guest')).toBeInTheDocument();
    act(() =>
      session.setTokens({
        access_token: token({ sub: '7', uuid: 'u7', exp: Date.now() / 1000 + 900 }),
        refresh_token: 'r',
      }),
    );
    expect(screen.getByText('signed in as 7')).toBeInTheDocument();
    act(() => session.clear());
    expect(screen.getByText('guest')).toBeInTheDocument();
  });
});
