import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithEngine, type FakeAnswer, type FakeCall } from '../../engine/testing';
import type { PredictiveResult } from '../../schemas/entities/chrome';
import { submitDestination } from './search-submit';
import { SearchBox } from './SearchBox';

const result = (overrides: Partial<PredictiveResult>): PredictiveResult => ({
  type: 'category',
  name: 'Drivers',
  path: 'golf/clubs/drivers',
  available_count: 10,
  synonyms: [],
  ...overrides,
});

describe('the search-submit rule (spec §5)', () => {
  it('goes to the exact, case-insensitive name match; navigation results to /nav, others to /shop', () => {
    expect(submitDestination('drivers', [result({ name: 'Driver Covers' }), result({})])).toBe(
      '/shop/golf/clubs/drivers',
    );
    expect(
      submitDestination('How to Ship', [result({ type: 'navigation', name: 'how to ship', path: 'how-to-ship' })]),
    ).toBe('/nav/how-to-ship');
  });

  it('breaks ties between exact matches by the highest available_count', () => {
    const results = [
      result({ name: 'Gloves', path: 'hockey/gloves', available_count: 5 }),
      result({ name: 'GLOVES', path: 'lacrosse/gloves', available_count: 40 }),
    ];
    expect(submitDestination('gloves', results)).toBe('/shop/lacrosse/gloves');
  });

  it('then tries a synonym, then /search?q=', () => {
    expect(submitDestination('LAX', [result({ name: 'Lacrosse', path: 'lacrosse', synonyms: ['lax'] })])).toBe(
      '/shop/lacrosse',
    );
    expect(submitDestination('used driver ', [result({})])).toBe('/search?q=used+driver');
    expect(submitDestination('drivers', null)).toBe('/search?q=drivers');
  });
});

describe('the predictive search box (spec §2.8)', () => {
  afterEach(() => vi.useRealTimers());

  const many = Array.from({ length: 12 }, (_, index) => result({ name: `Driver ${index}`, path: `golf/d${index}` }));
  const setup = (answer: FakeAnswer = { data: many }) => {
    const { api, calls } = fakeApi({ 'GET /v1/predictive_search': answer });
    return { ...renderWithEngine(<SearchBox id="search" />, { api }), calls };
  };
  const type = (value: string) =>
    fireEvent.change(screen.getByRole('combobox', { name: 'Search gear' }), { target: { value } });
  const predictiveCalls = (calls: FakeCall[]) =>
    calls.filter((call) => call.path === '/v1/predictive_search').map((call) => call.query.get('q'));

  it('opens past 1 character and fetches past 2 trimmed characters, 150 ms after typing stops, showing 10 at most', async () => {
    vi.useFakeTimers();
    const { calls } = setup();
    const input = screen.getByRole('combobox');
    type('d');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    type('dr');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    type(' dr ');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(predictiveCalls(calls)).toEqual([]);
    type('dri');
    await act(() => vi.advanceTimersByTimeAsync(149));
    type('driv');
    await act(() => vi.advanceTimersByTimeAsync(149));
    expect(predictiveCalls(calls)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(predictiveCalls(calls)).toEqual(['driv']);
    for (let tick = 0; tick < 20; tick++) await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('option')).toHaveLength(11);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Search for “driv”');
  });

  it('sends filter_type=all with the words: the box suggests every kind (spec §7.7)', async () => {
    vi.useFakeTimers();
    const { calls } = setup();
    type('drivers');
    await act(() => vi.advanceTimersByTimeAsync(150));
    const [call] = calls.filter((candidate) => candidate.path === '/v1/predictive_search');
    expect(call?.url).toBe('/v1/predictive_search?q=drivers&filter_type=all');
  });

  it('holds the words searched on /search, closed, and follows a new search', async () => {
    const { location } = renderWithEngine(<SearchBox id="search" />, { path: '/search?q=driver+stiff&brand[]=3' });
    const input = screen.getByRole('combobox', { name: 'Search gear' });
    expect(input).toHaveValue('driver stiff');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    act(() => location.navigate('/search?q=putter'));
    expect(input).toHaveValue('putter');
    act(() => location.navigate('/shop/golf'));
    expect(input).toHaveValue('');
  });

  it('is a plain GET form to /search?q= before its script runs (or without JavaScript)', () => {
    setup();
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
    expect(screen.getByRole('search')).toHaveAttribute('method', 'get');
    expect(screen.getByRole('combobox', { name: 'Search gear' })).toHaveAttribute('name', 'q');
  });

  it('submits to the exact match from the suggestions', async () => {
    const { location } = setup({ data: [result({ name: 'Drivers' })] });
    type('Drivers');
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/shop/golf/clubs/drivers'));
  });

  it('falls back to /search?q= when the predictive call fails', async () => {
    const { location } = setup(500);
    type('Drivers');
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/search?q=Drivers'));
  });

  it('chooses a suggestion with the arrows and Enter, and Escape closes the list', async () => {
    const { location } = setup({
      data: [result({ name: 'Drivers' }), result({ name: 'Driver Covers', path: 'golf/covers' })],
    });
    type('driv');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]!.id);
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/shop/golf/covers'));
    type('drive');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
