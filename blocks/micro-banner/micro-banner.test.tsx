import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserCookieJar, PageViewUpdatedAtProvider, requestCookieJar, type CookieJar } from '../../engine';
import { renderWithEngine } from '../../engine/testing';
import { microBannerBlockSchema } from '../../schemas/blocks/micro-banner';
import fixture from '../../stories/fixtures/blocks/micro-banner.json';
import { advance } from '../test-support';
import MicroBanner from './MicroBanner';
import { microBannerShownOn } from './visibility';

const block = (overrides: Record<string, unknown> = {}) => microBannerBlockSchema.parse({ ...fixture, ...overrides });
const UPDATED_AT = '2026-11-01T09:30:00.000Z';
const OLDER = '2026-10-01T09:30:00.000Z';

/**
 * Renders the banner on `path`, inside a page view updated at `updatedAt` (null: outside any page
 * view), with the browser's cookies (jsdom's document.cookie) unless told otherwise (null: none).
 */
function renderOn(path: string, updatedAt: string | null = UPDATED_AT, cookies: CookieJar | null = browserCookieJar()) {
  return renderWithEngine(
    <PageViewUpdatedAtProvider value={updatedAt ?? undefined}>
      <MicroBanner block={block()} data={undefined} />
    </PageViewUpdatedAtProvider>,
    { path, cookies: cookies ?? undefined },
  );
}

/** The message shown now: the one list item not hidden from assistive technology. */
function currentMessage(): string | null {
  const items = within(screen.getByRole('complementary', { name: fixture.title })).getAllByRole('listitem', {
    hidden: true,
  });
  return items.find((item) => !item.hasAttribute('aria-hidden'))?.textContent ?? null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('micro-banner block', () => {
  it('rotates its messages every 5 s, wrapping around (spec §2.7, §9)', () => {
    renderOn('/');
    expect(currentMessage()).toBe('Free shipping on orders over $150 on eligible items');
    advance(4999);
    expect(currentMessage()).toMatch(/^Free shipping/);
    advance(1);
    expect(currentMessage()).toBe('Sell your old gear: listing is free');
    advance(5000);
    expect(currentMessage()).toMatch(/^Kitswap Pro/);
    advance(5000);
    expect(currentMessage()).toMatch(/^Free shipping/);
  });

  it('a message with a destination is a link', () => {
    renderOn('/');
    expect(screen.getByRole('link', { name: 'Free shipping on orders over $150' })).toHaveAttribute(
      'href',
      '/help/shipping',
    );
  });

  it('the pause button stops rotation', () => {
    renderOn('/');
    fireEvent.click(screen.getByRole('button', { name: 'Pause messages' }));
    advance(20_000);
    expect(currentMessage()).toMatch(/^Free shipping/);
  });

  it("dismissing hides it and stores the page view's updated_at in ks_dmicro_b for 30 days", () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      descriptor.set!.call(this, value);
    });
    renderOn('/shop/hockey');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`^ks_dmicro_b=${encodeURIComponent(UPDATED_AT)}; Max-Age=2592000; Path=/`));
  });

  it("stays hidden while the cookie holds this page view's updated_at", () => {
    document.cookie = `ks_dmicro_b=${encodeURIComponent(UPDATED_AT)}; Path=/`;
    renderOn('/');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows again once the page view is updated after the dismissal', () => {
    document.cookie = `ks_dmicro_b=${encodeURIComponent(OLDER)}; Path=/`;
    renderOn('/');
    expect(screen.getByRole('complementary', { name: fixture.title })).toBeInTheDocument();
  });

  it('outside a page view (no updated_at) a dismissal hides it without writing a cookie', () => {
    renderOn('/', null);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.cookie).not.toContain('ks_dmicro_b');
  });

  it('renders a dismissed banner as nothing from the first render, as the server does (no shift on load)', () => {
    const { container } = renderOn('/', UPDATED_AT, requestCookieJar(`ks_dmicro_b=${encodeURIComponent(UPDATED_AT)}`));
    expect(container.querySelector('.ks-micro-banner')).toBeNull();
    const other = renderOn('/', UPDATED_AT, requestCookieJar('other=1'));
    expect(other.container.querySelector('.ks-micro-banner')).not.toBeNull();
  });

  it('without cookies (stories) a dismissal only hides it', () => {
    renderOn('/', UPDATED_AT, null);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.cookie).not.toContain('ks_dmicro_b');
  });

  it('is not shown on a path outside the chosen reading (settings, checkout, nav pages)', () => {
    renderOn('/settings');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('micro-banner visibility: reading 1 of spec §2.2 (blocks/README.md)', () => {
  it('shows on home, shop landers, gear items, sell-now and the locker routes', () => {
    for (const path of [
      '/',
      '/shop/hockey',
      '/shop',
      '/gear/bauer-vapor-123',
      '/sell-now',
      '/locker/demo_seller',
      '/locker/demo_seller/favorites',
    ]) {
      expect(microBannerShownOn(path), path).toBe(true);
    }
  });

  it('and in the editor preview, which shows blocks as authored, but not in the chromeless webview (§2.2)', () => {
    expect(microBannerShownOn('/preview')).toBe(true);
    expect(microBannerShownOn('/webview/blocks/60/6003')).toBe(false);
    expect(microBannerShownOn('/webview/page-views/home')).toBe(false);
  });

  it('not elsewhere', () => {
    for (const path of ['/settings', '/checkout', '/nav/how-to-ship', '/search', '/shopping', '/lockers', '/blog']) {
      expect(microBannerShownOn(path), path).toBe(false);
    }
  });
});
