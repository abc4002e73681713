import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selling } from '.';
import { MEMBER, renderWithEngine } from '../../engine/testing';
import { SELLING_PAGES, sellingPath } from './selling-pages';
import SellingScreen from './SellingScreen';

describe('/selling', () => {
  it('asks a guest to log in, naming the Seller Dashboard', async () => {
    renderWithEngine(<SellingScreen />, { path: '/selling' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in to see your Seller Dashboard' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Log in to see your Seller Dashboard');
  });

  it('marks the open page in the dashboard navigation', async () => {
    renderWithEngine(<SellingScreen />, { path: '/selling', signedInAs: MEMBER });
    const nav = screen.getByRole('navigation', { name: 'Seller Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Seller Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeInTheDocument();
  });

  it('answers only the pages it lists: any other path under /selling is left to the 404 page', () => {
    const matches = (path: string) => selling.path instanceof RegExp && selling.path.test(path);
    expect(['/selling', '/selling/'].map(matches)).toEqual([true, true]);
    expect(['/selling/nope', '/sellingx', '/selling/create/nope'].map(matches)).toEqual([false, false, false]);
    // The path and the spec routes, written out for the client entry, name exactly the served pages.
    const served = SELLING_PAGES.map(sellingPath);
    expect(served.every(matches)).toBe(true);
    expect([...selling.specRoutes].sort()).toEqual([...served].sort());
  });
});
