import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { DEFAULT_META_DESCRIPTION, pageTitle } from '../brand';
import { PageMeta } from './PageMeta';

describe("the page title (spec §1: '{page title} | Buy and Sell on {product}', or just '{product}')", () => {
  it('suffixes a titled page and gives an untitled one the product name alone', () => {
    expect(pageTitle('Golf Drivers')).toBe('Golf Drivers | Buy and Sell on Kitswap');
    expect(pageTitle('Page not found')).toBe('Page not found | Buy and Sell on Kitswap');
    expect([pageTitle(), pageTitle(null), pageTitle('')]).toEqual(['Kitswap', 'Kitswap', 'Kitswap']);
  });

  it('is the document title every screen sets through PageMeta, beside the default description', () => {
    const renderAt = (title: string | null) => renderWithEngine(<PageMeta title={title} />, { path: '/shop/golf' });
    const { unmount } = renderAt('Golf');
    expect(document.title).toBe('Golf | Buy and Sell on Kitswap');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      DEFAULT_META_DESCRIPTION,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', '/shop/golf');
    unmount();
    renderAt(null);
    expect(document.title).toBe('Kitswap');
  });
});
