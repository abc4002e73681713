import { describe, expect, it, vi } from 'vitest';
import { detectNativeBridge, nativeActionForLink, routeClickToNative, type NativeAction } from './native-bridge';

const ORIGIN = 'https://kitswap.test';
const url = (path: string) => new URL(path, ORIGIN);

describe('the native bridge (spec §1)', () => {
  it.each<[string, string | undefined, NativeAction | null]>([
    ['/sell-now', undefined, { type: 'open_list_flow' }],
    ['/items/new', undefined, { type: 'open_list_flow' }],
    ['/items/new?duplicate_id=5&src=item', undefined, { type: 'open_list_flow', query: 'duplicate_id=5&src=item' }],
    ['/items/42', undefined, { type: 'open_list_flow', item_id: 42 }],
    ['/items/drafts', undefined, null],
    ['/gear/123?src=home', undefined, { type: 'open_item', item_id: 123, path: '/gear/123?src=home' }],
    [
      '/gear/hockey/sticks/bauer-nexus?published=1',
      '77',
      { type: 'open_item', item_id: 77, path: '/gear/hockey/sticks/bauer-nexus?published=1' },
    ],
    ['/gear/hockey/sticks/bauer-nexus', undefined, { type: 'open_item', path: '/gear/hockey/sticks/bauer-nexus' }],
    ['/swaps/5501', undefined, { type: 'open_swap', swap_id: '5501' }],
    ['/swaps/buying', undefined, null],
    ['/shop/hockey', undefined, null],
    ['/', undefined, null],
  ])('a link to %s (data-item-id %s) is %j', (path, itemId, action) => {
    expect(nativeActionForLink(url(path), itemId)).toEqual(action);
  });

  it('exists only when the app injects ReactNativeWebView, and posts each action as JSON', () => {
    expect(detectNativeBridge({})).toBeNull();
    expect(detectNativeBridge(undefined)).toBeNull();
    const postMessage = vi.fn();
    detectNativeBridge({ ReactNativeWebView: { postMessage } })!.post({ type: 'open_swap', swap_id: '9' });
    expect(postMessage).toHaveBeenCalledWith('{"type":"open_swap","swap_id":"9"}');
  });

  function clickOn(html: string, init: MouseEventInit = {}) {
    document.body.innerHTML = html;
    const target = document.body.querySelector('[data-target]') ?? document.body.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: target });
    return event;
  }

  it('takes a plain click on a bridged link (also on an element inside it) instead of navigating', () => {
    const post = vi.fn();
    const event = clickOn(`<a href="${ORIGIN}/gear/5" data-item-id="5"><img data-target alt="" /></a>`);
    expect(routeClickToNative(event, { post }, ORIGIN)).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    expect(post).toHaveBeenCalledWith({ type: 'open_item', item_id: 5, path: '/gear/5' });
  });

  it('leaves ordinary links, other origins, modified clicks and browsers alone', () => {
    const post = vi.fn();
    for (const [html, init] of [
      [`<a href="${ORIGIN}/shop/golf">Golf</a>`, {}],
      ['<a href="https://elsewhere.test/sell-now">Sell</a>', {}],
      [`<a href="${ORIGIN}/sell-now">Sell</a>`, { metaKey: true }],
      [`<a href="${ORIGIN}/sell-now">Sell</a>`, { button: 1 }],
    ] as const) {
      const event = clickOn(html, init);
      expect(routeClickToNative(event, { post }, ORIGIN)).toBe(false);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(routeClickToNative(clickOn(`<a href="${ORIGIN}/sell-now">Sell</a>`), null, ORIGIN)).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});
