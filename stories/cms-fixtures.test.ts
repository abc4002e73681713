import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buyingGuidePageSchema } from '../schemas/cms/buying-guide';
import { blogPostSchema } from '../schemas/cms/cms';
import posts from './fixtures/cms/blog-posts-golf.json';
import guide from './fixtures/cms/buying-guide-golf-drivers.json';

describe('CMS fixtures pass their schemas', () => {
  it('the golf-drivers buying guide and the golf blog posts', () => {
    expect(buyingGuidePageSchema.safeParse(guide).error?.issues).toBeUndefined();
    expect(z.array(blogPostSchema).length(3).safeParse(posts).error?.issues).toBeUndefined();
  });
});
