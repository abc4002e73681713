import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../blocks';
import { MEMBER, renderWithEngine } from '../../engine/testing';
import { BlockReport } from './BlockReport';

const page = [
  { id: 1, layout: 'text-title', title: 'Spring Deals' },
  { id: 2, layout: 'hologram-wall' },
  { id: 3, layout: 'carousel', tiles: 'not a list' },
  { id: 4, layout: 'text-paragraph', description: 'Members only', login_required: true },
];

describe('the preview block report', () => {
  it('lists every dropped block with its reason, layout and zod issue paths', () => {
    renderWithEngine(<BlockReport blocks={page} />, { blocks });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 blocks will render; 3 will not.');
    const list = screen.getByRole('list', { name: 'Blocks that will not render' });
    const problems = [...list.children] as HTMLElement[];
    expect(problems.map((item) => item.firstChild?.textContent)).toEqual([
      'Unknown layout',
      'Failed validation',
      'Signed-in users only',
    ]);
    expect(problems[0]).toHaveTextContent('block #2 (hologram-wall)');
    expect(problems[1]).toHaveTextContent('block #3 (carousel)');
    expect(within(problems[1]!).getByText('tiles')).toBeInTheDocument();
  });

  it('says so when every block renders', () => {
    renderWithEngine(<BlockReport blocks={page.slice(0, 1)} />, { blocks, signedInAs: MEMBER });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 1 block will render.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
