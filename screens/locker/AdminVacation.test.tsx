import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../engine/testing';
import type { UserConfiguration, Vacation } from '../../schemas/entities/chrome';
import { AdminVacation } from './AdminVacation';
import { lockerProfile } from './profile-fixture';

const profile = lockerProfile();
const configuration = (actions: string[]): UserConfiguration => ({
  id: 1001,
  username: 'demo_admin',
  features: [],
  settings: { trade_in_account: false },
  power_seller: false,
  restricted: false,
  actions,
  canadian_tariff_effected: false,
  inventory_imported_at: null,
  schedule_call: false,
});
const adminVacation: Vacation = {
  id: 9,
  generated_by: 'admin',
  details: null,
  started_at: '2026-05-01T10:00:00Z',
  returns_on: null,
  message: null,
};

describe('an admin’s vacation control on a locker', () => {
  it('puts the seller on vacation and ends it', async () => {
    let current: Vacation | null = null;
    const { api, calls } = fakeApi({
      'GET /v1/user_configuration': { data: configuration(['manage_vacations']) },
      'GET /v1/admin/users/:id/vacation': () => json({ data: current }),
      'POST /v1/admin/users/:id/vacation': () => {
        current = adminVacation;
        return json({ data: current }, 201);
      },
      'DELETE /v1/admin/users/:id/vacation': () => {
        current = null;
        return json({ data: null });
      },
    });
    renderWithEngine(<AdminVacation profile={profile} />, { signedInAs: MEMBER, api });
    expect(await screen.findByText('Not on vacation.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Put on vacation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`@${profile.username} is on vacation`);
    expect(await screen.findByText('On vacation (put by an admin).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End vacation' }));
    expect(await screen.findByText('Not on vacation.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.call)).toEqual([
      `POST /v1/admin/users/${profile.id}/vacation`,
      `DELETE /v1/admin/users/${profile.id}/vacation`,
    ]);
  });

  it('shows nothing to someone without the grant', async () => {
    const { api, calls } = fakeApi({ 'GET /v1/user_configuration': { data: configuration([]) } });
    renderWithEngine(<AdminVacation profile={profile} />, { signedInAs: MEMBER, api });
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/v1/user_configuration'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'ADMIN ACTIONS' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/v1/admin/'))).toBe(false);
  });
});
