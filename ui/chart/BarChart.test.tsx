import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

const bars = [
  { key: 'a', label: 'Nov 1', value: 2 },
  { key: 'b', label: 'Nov 2', value: 0 },
  { key: 'c', label: 'Nov 3', value: 4 },
];

describe('BarChart', () => {
  it('gives every figure as a table (its text equivalent) and hides the drawing from assistive technology', () => {
    const { container } = render(
      <BarChart
        title="Sales per day"
        bars={bars}
        format={(value) => `${value} sold`}
        text={{ table: { labelHeading: 'Day', valueHeading: 'Sales' } }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sales per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Sales']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Nov 12 sold', 'Nov 20 sold', 'Nov 34 sold']);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('scales the columns to the largest value, an empty one a hairline, and labels the first and last period', () => {
    const { container } = render(<BarChart title="Sales" bars={bars} format={String} />);
    const heights = [...container.querySelectorAll('rect.ks-chart__bar')].map((rect) =>
      Number(rect.getAttribute('height')),
    );
    expect(heights).toEqual([47, 1, 94]);
    expect(container.querySelector('.ks-chart__axis')).toHaveTextContent('Nov 1Nov 3');
  });

  it('draws a chart of zeros without dividing by zero', () => {
    const { container } = render(
      <BarChart title="Views" bars={bars.map((bar) => ({ ...bar, value: 0 }))} format={String} />,
    );
    const heights = [...container.querySelectorAll('rect.ks-chart__bar')].map((rect) => rect.getAttribute('height'));
    expect(heights).toEqual(['1', '1', '1']);
  });

  it('as a meter fills the track to the share, and is an image of the given name when the figures are beside it', () => {
    const { container } = render(
      <BarChart
        title="Sell-through"
        layout="meter"
        bars={[{ key: 'sold', label: 'Sold', value: 60, tone: 'green' }]}
        max={100}
        format={(value) => `${value}%`}
        text={{ label: '60% sell-through' }}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('60% sell-through');
    expect(screen.queryByRole('table')).toBeNull();
    const fill = container.querySelector('rect.ks-chart__bar');
    expect(fill).toHaveClass('ks-chart__bar--green');
    expect(fill).toHaveAttribute('width', '180');
  });
});
