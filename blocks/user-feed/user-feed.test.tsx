import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blocks } from '..';
import { PageView } from '../../engine';
import { fakeApi, json, MEMBER, renderWithEngine, type FakeAnswer } from '../../engine/testing';
import sellers from '../../stories/fixtures/active-sellers.json';
import fixture from '../../stories/fixtures/blocks/user-feed.json';
import { feedbackText, NO_FEEDBACK } from '../../ui/people/feedback-text';

function renderFeed(options: { signedIn?: boolean; follow?: FakeAnswer } = {}) {
  const { api, calls } = fakeApi({
    'GET /v1/active_sellers': { data: sellers },
    'PUT /v1/users/:uuid/following/:id': options.follow ?? { data: { following: true } },
    'DELETE /v1/users/:uuid/following/:id': options.follow ?? { data: { following: false } },
  });
  renderWithEngine(<PageView blocks={[fixture]} />, { blocks, api, signedInAs: options.signedIn ? MEMBER : undefined });
  return calls;
}

describe('user-feed, active sellers (spec §2.7, §7.6)', () => {
  it('asks for 8 sellers of the category and shows username, avatar, feedback, available count and Follow', async () => {
    const calls = renderFeed();
    const list = await screen.findByRole('list', {
      name: 'Hockey sellers to follow',
    });
    expect(calls[0]!.path).toBe('/v1/active_sellers');
    expect(calls[0]!.query.toString()).toBe('category_id=37&page_size=8');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    const first = sellers[0]!;
    expect(within(cards[0]!).getByRole('link', { name: `@${first.username}` })).toHaveAttribute(
      'href',
      `/locker/${first.username}`,
    );
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', first.avatar_url);
    expect(cards[0]).toHaveTextContent(`${first.available_count} available`);
    expect(
      within(cards[0]!).getByRole('button', {
        name: `Follow @${first.username}`,
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes the section heading level: h3 under a hero and a title block', async () => {
    const { api } = fakeApi({ 'GET /v1/active_sellers': { data: sellers } });
    renderWithEngine(
      <PageView
        blocks={[
          { id: 1, layout: 'hero', title: 'Gear up' },
          { id: 2, layout: 'text-title', title: 'Hockey' },
          fixture,
        ]}
      />,
      { blocks, api },
    );
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: 'Hockey sellers to follow',
      }),
    ).toBeInTheDocument();
  });

  it("shows feedback as a rounded % positive with the count, or 'No Feedback'", () => {
    expect(feedbackText({ count: 8, score: 87.5 })).toBe('88% positive (8)');
    expect(feedbackText({ count: 1234, score: 99.4 })).toBe('99% positive (1,234)');
    expect(feedbackText({ count: 0, score: null })).toBe(NO_FEEDBACK);
    expect(NO_FEEDBACK).toBe('No Feedback');
  });

  it('follows and unfollows a seller as the signed-in user (PUT, then DELETE /v1/users/{uuid}/following/{id})', async () => {
    const calls = renderFeed({ signedIn: true });
    const first = sellers[0]!;
    const button = await screen.findByRole('button', {
      name: `Follow @${first.username}`,
    });
    const user = userEvent.setup();
    await user.click(button);
    expect(
      await screen.findByRole('button', {
        name: `Followed @${first.username}`,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: `Followed @${first.username}` }));
    expect(await screen.findByRole('button', { name: `Follow @${first.username}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(calls.slice(1).map((call) => call.call)).toEqual([
      `PUT /v1/users/${MEMBER.uuid}/following/${first.id}`,
      `DELETE /v1/users/${MEMBER.uuid}/following/${first.id}`,
    ]);
  });

  it('puts the button back and shows the error when following fails', async () => {
    renderFeed({
      signedIn: true,
      follow: () => json({ errors: [{ message: 'User not found', code: 'not_found' }] }, 404),
    });
    const first = sellers[0]!;
    await userEvent.setup().click(
      await screen.findByRole('button', {
        name: `Follow @${first.username}`,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
    expect(screen.getByRole('button', { name: `Follow @${first.username}` })).toHaveAttribute('aria-pressed', 'false');
  });

  it("asks a guest to sign in with 'Log in to follow this seller' and calls nothing", async () => {
    const calls = renderFeed();
    await userEvent.setup().click(
      await screen.findByRole('button', {
        name: `Follow @${sellers[0]!.username}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(dialog).getByText('Log in to follow this seller')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
