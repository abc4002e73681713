import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import { chromeRoutes, SELLER } from './fixtures';
import { Header } from './Header';

// Counts the imports of the lazy parts: a guest's header must not ask for them (issue 20 item 2).
const loaded = vi.hoisted(() => ({ signedInNav: 0, mobileMenus: 0 }));
vi.mock('./SignedInNav', async (importOriginal) => {
  loaded.signedInNav += 1;
  return importOriginal();
});
vi.mock('./MobileMenus', async (importOriginal) => {
  loaded.mobileMenus += 1;
  return importOriginal();
});

describe("the header's lazy parts", () => {
  it("a guest's header loads neither the signed-in navigation nor the drawers; a user's loads the navigation", async () => {
    const guest = renderWithEngine(<Header />, { api: fakeApi(chromeRoutes()).api });
    expect(await screen.findByRole('link', { name: 'Golf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(loaded).toEqual({ signedInNav: 0, mobileMenus: 0 });
    guest.unmount();

    renderWithEngine(<Header />, { signedInAs: SELLER, api: fakeApi(chromeRoutes()).api });
    expect(await screen.findByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/feed');
    expect(loaded).toEqual({ signedInNav: 1, mobileMenus: 0 });
  });
});
