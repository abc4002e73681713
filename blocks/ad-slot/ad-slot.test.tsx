import { act, render, screen } from '@testing-library/react';
import {
  intersectionMockInstance,
  mockIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { blockSchemaFor } from '../../schemas/blocks';
import fixture from '../../stories/fixtures/blocks/ad-slot.json';
import { AD_READY_INTERVAL_MS, AD_READY_TRIES, AD_SIZES, houseAdNetwork, type AdNetwork } from './ad-network';
import AdSlot, { AD_EXPLANATION, AD_FREE, AdSlotView, WHY_ADS } from './AdSlot';

const block = blockSchemaFor('ad-slot').parse(fixture);
const frame = () => screen.getByTestId('ad-slot-frame');

/** A network that becomes ready on check number `readyOn` (never when null). */
function slowNetwork(readyOn: number | null) {
  let checks = 0;
  const network: AdNetwork = {
    ready: vi.fn(() => ++checks === readyOn || (readyOn !== null && checks > readyOn)),
    fill: vi.fn(() => ({ href: '/sell-now', label: 'House ad', imageUrl: { desktop: '/d.svg', mobile: '/m.svg' } })),
  };
  return network;
}

describe('ad-slot (spec §1, §8, §9)', () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => vi.useRealTimers());

  it('loads lazily, 300 px before the slot comes into view', () => {
    const network = slowNetwork(1);
    render(<AdSlotView block={block} network={network} />);
    expect(intersectionMockInstance(frame()).rootMargin).toBe('300px 0px');
    expect(network.ready).not.toHaveBeenCalled();
    act(() => mockIsIntersecting(frame(), true));
    expect(network.fill).toHaveBeenCalledWith({
      unit: 'shop/hockey/leaderboard',
      sizes: [AD_SIZES.mobile, AD_SIZES.desktop],
    });
    expect(screen.getByRole('link', { name: 'House ad' })).toHaveAttribute('href', '/sell-now');
  });

  it('polls readiness every 100 ms and fills the slot when the network is ready (here on the 50th check)', () => {
    vi.useFakeTimers();
    const network = slowNetwork(50);
    render(<AdSlotView block={block} network={network} />);
    act(() => mockIsIntersecting(frame(), true));
    act(() => vi.advanceTimersByTime(48 * AD_READY_INTERVAL_MS));
    expect(network.ready).toHaveBeenCalledTimes(49);
    expect(screen.queryByRole('link', { name: 'House ad' })).toBeNull();
    act(() => vi.advanceTimersByTime(AD_READY_INTERVAL_MS));
    expect(network.ready).toHaveBeenCalledTimes(50);
    expect(screen.getByRole('link', { name: 'House ad' })).toBeInTheDocument();
  });

  it('gives up silently after 100 checks: no ad, no error, no more polling, the space still reserved', () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error');
    const network = slowNetwork(null);
    render(<AdSlotView block={block} network={network} />);
    act(() => mockIsIntersecting(frame(), true));
    act(() => vi.advanceTimersByTime(200 * AD_READY_INTERVAL_MS));
    expect(network.ready).toHaveBeenCalledTimes(AD_READY_TRIES);
    expect(network.fill).not.toHaveBeenCalled();
    expect(frame()).toBeEmptyDOMElement();
    expect(vi.getTimerCount()).toBe(0);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('stops polling when the slot goes away', () => {
    vi.useFakeTimers();
    const network = slowNetwork(null);
    const { unmount } = render(<AdSlotView block={block} network={network} />);
    act(() => mockIsIntersecting(frame(), true));
    unmount();
    act(() => vi.advanceTimersByTime(50 * AD_READY_INTERVAL_MS));
    expect(network.ready).toHaveBeenCalledTimes(1);
  });

  it('shows the ad explanation of spec §1 under the slot', () => {
    render(<AdSlotView block={block} network={slowNetwork(null)} />);
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    expect(screen.getByText(WHY_ADS)).toBeInTheDocument();
    expect(screen.getByText(AD_EXPLANATION)).toHaveTextContent(
      "Simply put: we're reinvesting in things that are important to our community. Advertising revenue allows Kitswap to offer low seller fees and an improved iOS/Android experience.",
    );
    expect(screen.getByText(AD_FREE)).toHaveTextContent('For an ad free experience, download the app');
  });

  it('renders the house ad through the slot: the tile per platform at 728×90, linking to its destination', async () => {
    renderWithEngine(<AdSlot block={block} data={undefined} />);
    act(() => mockIsIntersecting(frame(), true));
    const link = await screen.findByRole('link', { name: 'Sell your gear on Kitswap: listing is free' });
    expect(link).toHaveAttribute('href', '/sell-now');
    const image = link.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/media/tiles/sell-your-gear.svg');
    expect(image).toHaveAttribute('width', '728');
    expect(image).toHaveAttribute('height', '90');
    expect(link.querySelector('source')).toHaveAttribute('srcset', '/media/tiles/hockey.svg');
  });

  it('has no house ad without a tile or a destination', () => {
    expect(houseAdNetwork({ ...block, tiles: [] }).fill({ unit: 'x', sizes: [] })).toBeNull();
    expect(
      houseAdNetwork({ ...block, tiles: [{ ...block.tiles![0]!, destination: null }] }).fill({ unit: 'x', sizes: [] }),
    ).toBeNull();
  });
});
