import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderWithEngine } from '../../engine/testing';
import { SettingsLayout } from './SettingsLayout';

describe('SettingsLayout', () => {
  it('titles the page, marks the current settings page and shows the content to the signed-in user', async () => {
    renderWithEngine(
      <SettingsLayout page="addresses" title="My Addresses">
        {(viewer) => <p>Addresses of user {viewer.userId}</p>}
      </SettingsLayout>,
      { signedInAs: MEMBER },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(nav).toHaveTextContent(
      'My SettingsVacation ModeMy NotificationsMy AddressesMy Payment MethodsConnected Accounts',
    );
    expect(screen.getByRole('link', { name: 'My Addresses' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(`Addresses of user ${MEMBER.userId}`)).toBeInTheDocument();
  });

  it('asks a guest to log in instead of showing the content', () => {
    renderWithEngine(
      <SettingsLayout page="account" title="My Settings">
        {() => <p>Secret settings</p>}
      </SettingsLayout>,
    );
    expect(screen.getByRole('button', { name: 'Log in to change your settings' })).toBeInTheDocument();
    expect(screen.queryByText('Secret settings')).toBeNull();
  });
});
