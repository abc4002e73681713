import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyingGuideBlock } from '.';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import { buyingGuideBlockSchema } from '../../schemas/blocks/buying-guide';
import { buyingGuidePageSchema } from '../../schemas/cms/buying-guide';
import fixture from '../../stories/fixtures/blocks/buying-guide.json';
import guideJson from '../../stories/fixtures/cms/buying-guide-golf-drivers.json';

const PATH = '/cms/v2/pages/buying_guide/golf-drivers';
const guide = buyingGuidePageSchema.parse(guideJson);
const { fields } = guide;
const { Render } = buyingGuideBlock;

function renderGuide(page: unknown = guide) {
  const { api } = fakeApi({ [`GET ${PATH}`]: { data: page } });
  return renderWithEngine(<Render block={buyingGuideBlockSchema.parse(fixture)} />, { api });
}

const sectionTitles = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

describe('buying-guide block', () => {
  it('shows the name, simple description and every visible section in order', async () => {
    renderGuide();
    expect(await screen.findByRole('heading', { level: 2, name: fields.name })).toBeInTheDocument();
    expect(screen.getByText(fields.simple_description!)).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      fields.name,
      fields.perfect_for!.title,
      fields.key_features!.title,
      fields.top_competitors!.title,
      fields.timeline!.title,
      fields.pros_and_cons!.title,
      'Our review',
      'Popular models',
      'FAQ',
    ]);
    // The guide's name is a section heading; its sections sit one level below it.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.getByText('Shaft flex')).toBeInTheDocument();
    expect(screen.getByText('Save 40–60 % against the current model.')).toBeInTheDocument();
    expect(screen.getByText('Qi10 and the 10K MOI')).toBeInTheDocument();
  });

  it('hides each section its editor marked hidden', async () => {
    const hide = <T extends object>(section: T) => ({ ...section, hidden: true });
    renderGuide({
      ...guide,
      fields: {
        ...fields,
        perfect_for: hide(fields.perfect_for!),
        key_features: hide(fields.key_features!),
        top_competitors: hide(fields.top_competitors!),
        timeline: hide(fields.timeline!),
        pros_and_cons: hide(fields.pros_and_cons!),
        review: hide(fields.review!),
      },
    });
    await screen.findByRole('heading', { name: fields.name });
    expect(sectionTitles()).toEqual([fields.name, 'Popular models', 'FAQ']);
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });

  it('lists the top competitors in order and the 10 popular models, with price range and count', async () => {
    renderGuide();
    const competitors = await screen.findByRole('list', { name: fields.top_competitors!.title! });
    expect(
      within(competitors)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(guide.models.top_competitors.map((model) => model.display_name));
    const popular = screen.getByRole('list', { name: 'Popular models' });
    expect(within(popular).getAllByRole('listitem')).toHaveLength(10);
    const first = guide.models.popular[0]!;
    const card = within(popular).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: first.display_name })).toHaveAttribute('href', first.url);
    expect(card).toHaveTextContent(`$160.50 – $370.99`);
    expect(card).toHaveTextContent(`${first.available_count} for sale`);
  });

  it('reads each review rating as stars out of 5, and shows the reviewer and sanitised review', async () => {
    renderGuide();
    const ratings = await screen.findAllByRole('img', { name: /out of 5 stars$/ });
    expect(ratings.map((rating) => rating.getAttribute('aria-label'))).toEqual(
      fields.review!.reviews.map((review) => `${review.stars} out of 5 stars`),
    );
    expect(screen.getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute('href', 'https://www.pga.com/');
    expect(screen.getByText(/PGA teaching professional/)).toBeInTheDocument();
    expect(screen.getByText(/back to back on a launch monitor/)).toBeInTheDocument();
  });

  it('shows FAQ sections with their action label and URL', async () => {
    renderGuide();
    const faq = await screen.findByRole('region', { name: 'FAQ' });
    for (const { fields: section } of fields.faqbuying_guide_sections!) {
      expect(within(faq).getByText(section.title, { selector: 'summary' })).toBeInTheDocument();
      if (section.action_label)
        expect(within(faq).getByRole('link', { name: section.action_label })).toHaveAttribute(
          'href',
          section.action_url,
        );
    }
  });

  it('sanitises review and FAQ HTML', async () => {
    const hostile = '<p>Fine<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">link</a></p>';
    const { container } = renderGuide({
      ...guide,
      fields: {
        ...fields,
        review: { ...fields.review!, content: hostile },
        faqbuying_guide_sections: [{ fields: { title: 'Q', content: hostile } }],
      },
    });
    await screen.findAllByText('Fine');
    expect(container.querySelector('script, [onclick], a[href^="javascript"]')).toBeNull();
  });

  it('refuses a block without a valid guide slug', () => {
    expect(buyingGuideBlockSchema.safeParse({ ...fixture, guide_slug: '../x' }).success).toBe(false);
    expect(buyingGuideBlockSchema.safeParse({ ...fixture, guide_slug: undefined }).success).toBe(false);
  });
});
