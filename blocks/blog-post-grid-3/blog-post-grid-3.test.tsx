import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogPostGrid3Block } from '.';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import { blogPostGrid3BlockSchema } from '../../schemas/blocks/blog-post-grid-3';
import fixture from '../../stories/fixtures/blocks/blog-post-grid-3.json';
import posts from '../../stories/fixtures/cms/blog-posts-golf.json';

const block = blogPostGrid3BlockSchema.parse(fixture);
const { Render } = blogPostGrid3Block;

describe('blog-post-grid-3 block', () => {
  it('asks for 3 posts of its tag_slug, without bodies', async () => {
    const { api, calls } = fakeApi({ 'GET /cms/v2/posts': { data: posts } });
    renderWithEngine(<Render block={block} />, { api });
    await screen.findByRole('link', { name: posts[0]!.title });
    expect(calls.map((call) => call.call)).toEqual(['GET /cms/v2/posts']);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      tag_slug: 'golf',
      page_size: '3',
      exclude_body: 'true',
    });
  });

  it('shows each post with its image frame, date, linked title and summary', async () => {
    const { api } = fakeApi({ 'GET /cms/v2/posts': { data: posts } });
    const { container } = renderWithEngine(<Render block={block} />, { api });
    const links = await screen.findAllByRole('link', { name: (name) => posts.some((post) => post.title === name) });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(posts.map((post) => post.url));
    expect(screen.getByText(posts[0]!.summary)).toBeInTheDocument();
    expect(container.querySelector(`time[datetime="${posts[0]!.published}"]`)).toHaveTextContent('Oct 29, 2026');
    expect(container.querySelectorAll('.ks-post-card__frame')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'All golf articles' })).toHaveAttribute('href', '/blog');
  });

  it('shows at most 3 posts even if the API sends more', async () => {
    const { api } = fakeApi({
      'GET /cms/v2/posts': { data: [...posts, { ...posts[0]!, slug: 'fourth', title: 'Fourth post' }] },
    });
    renderWithEngine(<Render block={block} />, { api });
    await screen.findByText(posts[0]!.title);
    expect(screen.queryByText('Fourth post')).toBeNull();
  });

  it('renders nothing when the tag has no posts', async () => {
    const { api } = fakeApi({ 'GET /cms/v2/posts': { data: [] } });
    const { container } = renderWithEngine(<Render block={block} />, { api });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('.ks-blog-grid')).toBeNull();
  });

  it('requires a tag_slug', () => {
    expect(blogPostGrid3BlockSchema.safeParse({ ...fixture, query: {} }).success).toBe(false);
  });
});
