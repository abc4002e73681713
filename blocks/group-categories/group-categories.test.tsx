import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { groupCategoriesBlockSchema } from '../../schemas/blocks/group-categories';
import fixture from '../../stories/fixtures/blocks/group-categories.json';
import { stubMatchMedia } from '../test-support';
import GroupCategories from './GroupCategories';

const block = (overrides: Record<string, unknown> = {}) =>
  groupCategoriesBlockSchema.parse({ ...fixture, ...overrides });
const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
const pastMobile = (item: HTMLElement) => item.classList.contains('ks-capped__past-mobile');
const pastDesktop = (item: HTMLElement) => item.classList.contains('ks-capped__past-desktop');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('group-categories block', () => {
  it('renders every category; 8 show on mobile and 15 on desktop (spec §2.7, §9)', () => {
    expect(fixture.tiles.length).toBeGreaterThan(15);
    renderWithEngine(<GroupCategories block={block()} data={undefined} />);
    expect(items()).toHaveLength(fixture.tiles.length);
    expect(items().filter((item) => !pastMobile(item))).toHaveLength(8);
    expect(items().filter((item) => !pastDesktop(item))).toHaveLength(15);
    const css = readFileSync(resolve(process.cwd(), 'ui/capped-list/CappedList.css'), 'utf8');
    expect(css).toMatch(
      /@media \(max-width: 767px\) \{\s*\.ks-capped:not\(\.ks-capped--open\) \.ks-capped__past-mobile/,
    );
    expect(css).toMatch(
      /@media \(min-width: 768px\) \{\s*\.ks-capped:not\(\.ks-capped--open\) \.ks-capped__past-desktop/,
    );
  });

  it("then 'VIEW ALL' reveals the rest and moves focus to the first revealed category", () => {
    stubMatchMedia('max-width: 767px');
    const { container } = renderWithEngine(<GroupCategories block={block()} data={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'VIEW ALL' }));
    expect(container.querySelector('.ks-capped')).toHaveClass('ks-capped--open');
    expect(screen.queryByRole('button', { name: 'VIEW ALL' })).toBeNull();
    expect(document.activeElement).toBe(within(items()[8]!).getByRole('link'));
  });

  it('on desktop, focus goes to the 16th', () => {
    stubMatchMedia();
    renderWithEngine(<GroupCategories block={block()} data={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'VIEW ALL' }));
    expect(document.activeElement).toBe(within(items()[15]!).getByRole('link'));
  });

  it("with 9 to 15 categories 'VIEW ALL' is for mobile only; with 8 or fewer there is none", () => {
    renderWithEngine(<GroupCategories block={block({ tiles: fixture.tiles.slice(0, 12) })} data={undefined} />);
    expect(screen.getByRole('button', { name: 'VIEW ALL' })).toHaveClass('ks-capped__more--mobile-only');
    renderWithEngine(<GroupCategories block={block({ tiles: fixture.tiles.slice(0, 8) })} data={undefined} />);
    expect(screen.getAllByRole('button', { name: 'VIEW ALL' })).toHaveLength(1);
  });

  it('links each category, with a lazily loaded, sized icon', () => {
    const { container } = renderWithEngine(<GroupCategories block={block()} data={undefined} />);
    expect(within(items()[0]!).getByRole('link', { name: 'Baseball' })).toHaveAttribute('href', '/shop/baseball');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '96');
  });
});
