import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, renderWithEngine, testQueryClient, type FakeRoutes } from '../../engine/testing';
import type { LockerProfile } from '../../schemas/requests/locker-profile';
import { LockerProfileForm } from './LockerProfileForm';

const EMPTY: LockerProfile = { bio: null, cover_photo_id: null, cover_url: null };

function setup(routes: FakeRoutes, stored: LockerProfile = EMPTY) {
  const fake = fakeApi({ 'GET /v1/account/locker_profile': { data: stored }, ...routes });
  const queryClient = testQueryClient();
  queryClient.setQueryData(['locker', 'demo_pro', 'profile'], { cached: true });
  renderWithEngine(<LockerProfileForm userId={1003} />, {
    api: fake.api,
    queryClient,
    signedInAs: { userId: '1003', uuid: 'user-1003' },
  });
  const saves = () =>
    fake.calls.filter((call) => call.call === 'PUT /v1/account/locker_profile').map((call) => call.body);
  return { ...fake, saves, queryClient };
}

describe('Your locker (Kitswap Pro: bio and cover photo)', () => {
  it('counts the bio as it is typed, uploads a cover through the image pipeline with a preview, and saves both', async () => {
    const { saves, calls, queryClient } = setup({
      'POST /v1/images': () =>
        json(
          {
            data: {
              id: 41,
              small_url: 's',
              large_url: '/media/uploads/Cg94vX16aCFQfWYuny4pIgqiQba_MH4Kd3yaw4kOjLs/large.webp',
              width: 1,
              height: 1,
            },
          },
          201,
        ),
      'PUT /v1/account/locker_profile': ({ body }) =>
        json({
          data: {
            bio: (body as { bio: string }).bio,
            cover_photo_id: 41,
            cover_url: '/media/uploads/Cg94vX16aCFQfWYuny4pIgqiQba_MH4Kd3yaw4kOjLs/large.webp',
          },
        }),
    });
    const section = await screen.findByRole('region', { name: 'Your locker' });
    const bio = within(section).getByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveAccessibleDescription('0 of 500 characters');
    await userEvent.type(bio, 'Goalie gear.{Enter}Ships fast.');
    expect(bio).toHaveAccessibleDescription('24 of 500 characters');
    expect(within(section).getByText('No cover photo')).toBeInTheDocument();

    const file = new File(['photo'], 'cover.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(section).getByLabelText('Choose a cover photo'), file);
    expect(await within(section).findByRole('img', { name: 'Your cover photo' })).toHaveAttribute(
      'src',
      '/media/uploads/Cg94vX16aCFQfWYuny4pIgqiQba_MH4Kd3yaw4kOjLs/large.webp',
    );
    expect(calls.some((call) => call.call === 'POST /v1/images')).toBe(true);
    expect(saves()).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Your locker is saved.');
    expect(saves()).toEqual([{ bio: 'Goalie gear.\nShips fast.', cover_photo_id: 41 }]);
    // The seller's own locker refetches its profile.
    expect(queryClient.getQueryState(['locker', 'demo_pro', 'profile'])!.isInvalidated).toBe(true);
  });

  it('removes the stored cover and clears the bio', async () => {
    const { saves } = setup(
      { 'PUT /v1/account/locker_profile': { data: EMPTY } },
      {
        bio: 'Old words',
        cover_photo_id: 9,
        cover_url: '/media/uploads/WfL57bxpOF8wflKADlgiyDiLua9LnZ_sD4T6oX2rSVs/large.webp',
      },
    );
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveValue('Old words');
    expect(screen.getByRole('img', { name: 'Your cover photo' })).toHaveAttribute(
      'src',
      '/media/uploads/WfL57bxpOF8wflKADlgiyDiLua9LnZ_sD4T6oX2rSVs/large.webp',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove cover photo' }));
    expect(screen.queryByRole('img', { name: 'Your cover photo' })).toBeNull();
    await userEvent.clear(bio);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toEqual([{ bio: null, cover_photo_id: null }]));
  });

  it('refuses a bio over 500 characters before sending, on the field, with focus', async () => {
    const { saves } = setup({ 'PUT /v1/account/locker_profile': { data: EMPTY } });
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    await userEvent.click(bio);
    await userEvent.paste('x'.repeat(501));
    expect(bio).toHaveAccessibleDescription('501 of 500 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(bio).toHaveAccessibleDescription('501 of 500 characters Keep your bio to 500 characters');
    expect(bio).toHaveFocus();
    expect(saves()).toEqual([]);
  });

  it('shows the server’s answer on the cover field (another user’s photo) and a refusal (not Pro) as an alert', async () => {
    let answer = 0;
    setup(
      {
        'PUT /v1/account/locker_profile': () =>
          answer++ === 0
            ? json({ errors: [{ message: 'Photo not found', code: 'not_found', field: 'cover_photo_id' }] }, 422)
            : json(
                {
                  errors: [
                    { message: 'A cover photo and bio on your locker are part of Kitswap Pro', code: 'not_pro' },
                  ],
                },
                403,
              ),
      },
      {
        bio: 'Hi',
        cover_photo_id: 9,
        cover_url: '/media/uploads/WfL57bxpOF8wflKADlgiyDiLua9LnZ_sD4T6oX2rSVs/large.webp',
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const cover = screen.getByRole('group', { name: 'Cover photo' });
    expect(await within(cover).findByText('Photo not found')).toBeInTheDocument();
    expect(cover).toHaveAccessibleDescription('Photo not found');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A cover photo and bio on your locker are part of Kitswap Pro',
    );
  });
});
