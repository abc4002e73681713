import { blogPostGrid3Block } from '../../blocks/blog-post-grid-3';
import { BlockStory, WithRoutes } from '../BlockStory';
import { cmsRoutes } from '../cms-api';
import fixture from '../fixtures/blocks/blog-post-grid-3.json';
import posts from '../fixtures/cms/blog-posts-golf.json';

export default { title: 'Blocks / blog-post-grid-3' };

const Story = ({ override }: { override?: Record<string, unknown> }) => (
  <WithRoutes routes={cmsRoutes(override)}>
    <BlockStory plugin={blogPostGrid3Block} fixture={fixture} />
  </WithRoutes>
);

export const Mobile = () => <Story />;
Mobile.meta = { width: 375 };

export const Desktop = () => <Story />;
Desktop.meta = { width: 1280 };

/** Posts without images keep their 2:1 frame; a very long title is clamped to two lines. */
export const MissingImagesLongTitleDesktop = () => (
  <Story
    override={{
      '/cms/v2/posts': posts.map((post, index) => ({
        ...post,
        featured_image: null,
        title:
          index === 0
            ? `${post.title}: and Everything Else the Launch Monitor Taught Us About Spin, Carry and Dispersion`
            : post.title,
      })),
    }}
  />
);
MissingImagesLongTitleDesktop.meta = { width: 1280 };

/** No posts for the tag: the block renders nothing. */
export const NoPostsMobile = () => <Story override={{ '/cms/v2/posts': [] }} />;
NoPostsMobile.meta = { width: 375 };
