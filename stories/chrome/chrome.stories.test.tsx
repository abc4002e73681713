import { render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import * as stories from './chrome.stories';

const { default: _meta, ...named } = stories;
const entries: [string, ComponentType][] = Object.entries(named);

it.each(entries)('the %s story renders its chrome from the fixtures', async (_name, Story) => {
  render(<Story />);
  await waitFor(() => expect(document.body.textContent).not.toBe(''));
});

it('the EveryBanner story shows all five banners in priority order', async () => {
  const { findByText } = render(<stories.EveryBanner />);
  await findByText(/Up to 40% off - Holiday Gear Sale/);
  const text = document.body.textContent ?? '';
  const order = [
    'Your account has been restricted',
    'Vacation Mode is ON',
    'US buyers',
    'WARNING',
    'Holiday Gear Sale',
  ].map((part) => text.indexOf(part));
  expect(order.every((position, index) => position >= 0 && (index === 0 || position > order[index - 1]!))).toBe(true);
});
