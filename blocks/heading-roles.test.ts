import { describe, expect, it } from 'vitest';
import { blocks } from '.';
import { layouts } from '../schemas/blocks';

describe('heading roles the block plugins declare', () => {
  it('heroes and title blocks say so; every other block is a section', () => {
    const declared = layouts.filter((layout) => blocks[layout].heading !== 'section');
    expect(Object.fromEntries(declared.map((layout) => [layout, blocks[layout].heading]))).toEqual({
      hero: 'hero',
      carousel: 'hero',
      results: 'hero',
      'results-grid': 'hero',
      'text-title': 'title',
      'lander-header': 'title',
    });
  });
});
