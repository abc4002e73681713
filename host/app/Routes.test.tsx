import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { createScreenRegistry, defineScreen, type ErrorReporter, type ScreenProps } from '../../engine';
import { renderWithEngine } from '../../engine/testing';
import { Routes } from './Routes';

/** A screen with a search field whose text goes into the path, as the inbox's does. */
function SearchingScreen({ params }: ScreenProps) {
  const [path, navigate] = useLocation();
  const base = path.slice(0, path.indexOf('/search'));
  if (params.q === 'broken') throw new Error('This search broke');
  return (
    <label>
      Search
      <input defaultValue={params.q ?? ''} onChange={(event) => navigate(`${base}/search/${event.target.value}`)} />
    </label>
  );
}

const screens = createScreenRegistry([
  defineScreen({
    id: 'kept',
    path: '/kept/search/:q?',
    keepAcrossPaths: true,
    chrome: 'chromeless',
    load: async () => ({ default: SearchingScreen }),
  }),
  defineScreen({
    id: 'fresh',
    path: '/fresh/search/:q?',
    chrome: 'chromeless',
    load: async () => ({ default: SearchingScreen }),
  }),
]);

async function renderAt(path: string, errorReporter?: ErrorReporter) {
  await Promise.all(screens.map((candidate) => candidate.preload()));
  return renderWithEngine(<Routes screens={screens} outcome={{ kind: 'ok' }} />, { path, errorReporter }).location;
}

describe('Routes: a new path and the screen’s state', () => {
  it('keeps a screen kept across paths (keepAcrossPaths): text typed while the path follows it stays, with the focus', async () => {
    const location = await renderAt('/kept/search/');
    const field = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(field, 'bauer');
    expect(location.history.at(-1)).toBe('/kept/search/bauer');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBe(field);
    expect(field).toHaveValue('bauer');
    expect(field).toHaveFocus();
  });

  it('starts any other screen afresh on a new path', async () => {
    const location = await renderAt('/fresh/search/');
    const field = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(field, 'b');
    expect(location.history.at(-1)).toBe('/fresh/search/b');
    expect(screen.getByRole('textbox', { name: 'Search' })).not.toBe(field);
  });

  it('gives a kept screen that failed a fresh try on the next path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const location = await renderAt('/kept/search/broken');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    act(() => location.navigate('/kept/search/skates'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('skates');
    vi.restoreAllMocks();
  });

  it("reports a failed screen's error through the error page to the engine's error reporter (spec §2.13)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errorReporter = { report: vi.fn() };
    await renderAt('/fresh/search/broken', errorReporter);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(errorReporter.report).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ error: new Error('This search broke'), source: 'error-page' }),
    );
    vi.restoreAllMocks();
  });
});
