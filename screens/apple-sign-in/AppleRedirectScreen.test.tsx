import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookieJar, createApiClient, createSession, EngineProvider, perService } from '../../engine';
import { testRegistry } from '../../engine/testing';
import AppleRedirectScreen from './AppleRedirectScreen';

function renderRedirect(search: string, answer: (body: Record<string, unknown>) => Response) {
  window.history.replaceState({}, '', `/register/apple${search}`);
  const session = createSession({ cookies: browserCookieJar(), refresh: () => Promise.reject(new Error('none')) });
  const sent: Record<string, unknown>[] = [];
  const base = 'http://api.test';
  const api = createApiClient({
    baseUrls: perService(() => base),
    session,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'GET') return Response.json({ data: { token: 'bot' } });
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    },
  });
  const go = vi.fn();
  render(
    <EngineProvider
      value={{ api, session, blocks: testRegistry, environment: 'development', signedIn: false, track: () => {} }}
    >
      <AppleRedirectScreen go={go} />
    </EngineProvider>,
  );
  return { go, sent };
}

describe('/register/apple', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('signs in with the id_token and code Apple sent back', async () => {
    const { go, sent } = renderRedirect('?id_token=apple-id&code=c-1', () =>
      Response.json({ data: { access_token: 'a.b.c', refresh_token: 'r' } }),
    );
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/?message=Logged+in&messageType=success'));
    expect(sent[0]).toMatchObject({
      grant_type: 'APPLE_TOKEN',
      token: 'apple-id',
      authorization_code: 'c-1',
      redirect_url: 'http://localhost:3000/register/apple',
    });
  });

  it('says what to do when the Apple ID has no account, and shows the code rule', async () => {
    renderRedirect('?id_token=apple-id&code=c-1', () =>
      Response.json({ errors: [{ code: 'LINK_ACCOUNT_NO_LINKED_USER' }] }, { status: 422 }),
    );
    expect(await screen.findByText(/No Kitswap account uses this Apple ID yet/)).toBeInTheDocument();
  });

  it("fails with 'No authorization code provided' without a code", async () => {
    const { sent } = renderRedirect('?id_token=apple-id', () => Response.json({}));
    expect(await screen.findByRole('alert')).toHaveTextContent('No authorization code provided');
    expect(sent).toEqual([]);
  });
});
