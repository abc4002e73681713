import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'wouter';
import { useEngine } from '../context';
import { requestCookieJar } from '../session/cookies';
import { createSession } from '../session/session';
import { fakeApi } from './fake-api';
import { renderWithEngine } from './render-with-engine';

function Probe() {
  const { api, viewer } = useEngine();
  const [path] = useLocation();
  const { data } = useQuery({ queryKey: ['probe'], queryFn: () => api.get<{ name: string }>('/v1/probe') });
  return (
    <p>
      {path} · {viewer?.userId ?? 'guest'} · {data?.name ?? '…'}
    </p>
  );
}

describe('renderWithEngine', () => {
  it('renders at the path, as the signed-in user, against the fake API', async () => {
    const { api } = fakeApi({ 'GET /v1/probe': { data: { name: 'Vapor' } } });
    renderWithEngine(<Probe />, { path: '/swaps/9', signedInAs: { userId: '42', uuid: 'user-42' }, api });
    expect(await screen.findByText('/swaps/9 · 42 · Vapor')).toBeInTheDocument();
  });

  it('gives the engine the session it is given', () => {
    const session = createSession({
      cookies: requestCookieJar(undefined),
      refresh: () => Promise.reject(new Error('no')),
    });
    function SessionProbe() {
      return <p>{useEngine().session === session ? 'same session' : 'other session'}</p>;
    }
    renderWithEngine(<SessionProbe />, { session });
    expect(screen.getByText('same session')).toBeInTheDocument();
  });

  it('renders a guest at / with no network by default', async () => {
    renderWithEngine(<Probe />);
    expect(await screen.findByText('/ · guest · …')).toBeInTheDocument();
  });
});
