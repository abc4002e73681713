import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../blocks';
import { fakeApi, json, renderWithEngine, type FakeAnswer } from '../../engine/testing';
import { LanderExtras } from './LanderExtras';

const extras = {
  slug: 'lander-7',
  title: 'Buying used golf clubs',
  intro: '<p>Every listing shows <strong>the real item</strong>.<script>alert(1)</script></p>',
  sections: [
    { title: 'What condition grades mean', content: '<p>Like new, good, fair.</p>' },
    {
      title: 'Can I return clubs?',
      content: '<p>Open a claim within 3 days.</p>',
      action_label: 'Read the guide',
      action_url: '/shop/golf/clubs/drivers',
    },
  ],
};
const modelPage = (headline: string) => ({
  slug: 'model-76',
  page_type: 'model_description',
  updated_at: '2026-11-01T12:00:00.000Z',
  fields: { headline, description: '<p>A 460 cc head.</p>' },
});

/** The extras of a lander (of a model page) at `path`, the CMS answering `extras` and `page`. */
function renderExtras(
  lander: { id: number; model?: { id: number } },
  { extras, page = 404, path }: { extras: FakeAnswer; page?: FakeAnswer; path?: string },
) {
  const { api, calls } = fakeApi({
    'GET /cms/v2/content/category_landers_extras': extras,
    'GET /cms/v2/pages/:type/:slug': page,
  });
  const model = lander.model
    ? { ...lander.model, url: '/x', name: 'TSR2', brand_name: 'Titleist', category_id: 3 }
    : null;
  const result = renderWithEngine(
    <Suspense fallback={null}>
      <LanderExtras lander={{ id: lander.id, model }} />
    </Suspense>,
    { blocks, api, path },
  );
  return { ...result, calls };
}

describe('lander extras from the headless CMS', () => {
  it("shows 'lander-{id}' from category_landers_extras: title, sanitised intro and sections with contents", async () => {
    const { calls, container } = renderExtras({ id: 7 }, { extras: { data: { category_landers_extras: [extras] } } });
    expect(await screen.findByRole('heading', { name: extras.title })).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/cms/v2/content/category_landers_extras');
    expect(calls[0]!.query.get('fields.slug')).toBe('lander-7');
    expect(screen.getByText('the real item')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const toc = screen.getByRole('navigation', { name: `${extras.title} contents` });
    expect(within(toc).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', '/shop/golf/clubs/drivers');
  });

  it('shows nothing when the lander has no extras or the CMS fails', async () => {
    const empty = renderExtras({ id: 8 }, { extras: { data: { category_landers_extras: [] } } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    const failing = renderExtras({ id: 9 }, { extras: 500 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failing.container).toBeEmptyDOMElement();
  });

  it("shows a model lander's 'model-{id}' description, its draft with ?preview=1", async () => {
    const { calls } = renderExtras(
      { id: 7, model: { id: 76 } },
      {
        path: '/shop/golf?preview=1',
        extras: { data: { category_landers_extras: [] } },
        page: ({ query }) =>
          json({ data: modelPage(query.get('preview') === '1' ? 'Draft headline' : 'Published headline') }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Draft headline' })).toBeInTheDocument();
    expect(screen.getByText('A 460 cc head.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/cms/v2/pages/model_description/model-76')?.query.get('preview')).toBe(
      '1',
    );
  });
});
