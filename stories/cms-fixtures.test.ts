import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buyingGuidePageSchema, guideModelSchema } from '../schemas/cms/buying-guide';
import { blogPostSchema, modelDescriptionPageSchema } from '../schemas/cms/cms';
import posts from './fixtures/cms/blog-posts-golf.json';
import guide from './fixtures/cms/buying-guide-golf-drivers.json';
import description from './fixtures/cms/model-description-tsr2.json';
import models from './fixtures/models/golf-drivers-popular.json';

describe('CMS fixtures pass their schemas', () => {
  it('the golf-drivers buying guide and the golf blog posts', () => {
    expect(buyingGuidePageSchema.safeParse(guide).error?.issues).toBeUndefined();
    expect(z.array(blogPostSchema).length(3).safeParse(posts).error?.issues).toBeUndefined();
  });

  it("the TSR2's description and the popular golf drivers beside it", () => {
    expect(modelDescriptionPageSchema.safeParse(description).error?.issues).toBeUndefined();
    expect(z.array(guideModelSchema).nonempty().safeParse(models).error?.issues).toBeUndefined();
  });
});
