import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import { chromeRoutes, SELLER } from './fixtures';
import { Footer } from './Footer';

describe('the footer newsletter (spec §2.4, §5)', () => {
  it('checks on submit only: Required, then Enter a valid email; nothing is sent meanwhile', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi({ 'POST /v1/newsletter/subscriptions': { data: { email: 'x' } } });
    renderWithEngine(<Footer />, { api });
    expect(screen.getByRole('heading', { name: 'Get the best deals in your inbox' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Required');
    await user.type(screen.getByLabelText('Email'), 'fan@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('subscribes with source FOOTER, shows Thanks and sets ks_ec=1', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi({ 'POST /v1/newsletter/subscriptions': { data: { email: 'fan@example.com' } } });
    renderWithEngine(<Footer />, { api });
    await user.type(screen.getByLabelText('Email'), ' fan@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks');
    expect(document.cookie).toContain('ks_ec=1');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      call: 'POST /v1/newsletter/subscriptions',
      body: { email: 'fan@example.com', source: 'FOOTER' },
    });
  });

  it('shows Thanks even when subscribing fails, and tracks the failure', async () => {
    const user = userEvent.setup();
    const track = vi.fn();
    renderWithEngine(<Footer />, { track, api: fakeApi({ 'POST /v1/newsletter/subscriptions': 500 }).api });
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks');
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('Newsletter Subscribe Failed', expect.objectContaining({ source: 'FOOTER' })),
    );
  });

  it('is for guests only; the simple footer has neither the form nor the widget', () => {
    renderWithEngine(<Footer />, { signedInAs: SELLER, api: fakeApi(chromeRoutes()).api });
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
  });

  it('the simple variant keeps links and legal only', () => {
    renderWithEngine(<Footer simple />, { api: fakeApi(chromeRoutes()).api });
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
  });
});

describe('the review widget (spec §2.4, §9)', () => {
  let callback: IntersectionObserverCallback | undefined;
  let options: IntersectionObserverInit | undefined;
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          callback = cb;
          options = init;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads only once within 300 px of the viewport', async () => {
    renderWithEngine(<Footer />, { api: fakeApi(chromeRoutes()).api });
    expect(options?.rootMargin).toBe('300px');
    expect(screen.queryByText(/18k\+ Ratings/)).toBeNull();
    act(() => callback!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('link', { name: '4.8 out of 5 · 18k+ Ratings' })).toBeInTheDocument();
  });
});
