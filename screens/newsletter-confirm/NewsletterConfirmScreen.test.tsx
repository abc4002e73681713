import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, renderWithEngine } from '../../engine/testing';
import NewsletterConfirmScreen from './NewsletterConfirmScreen';

describe('/account/newsletter (the newsletter confirmation link)', () => {
  it('confirms only when asked, then says where the newsletter will come', async () => {
    const { api, calls } = fakeApi({
      'POST /v1/newsletter/confirmations': { data: { email: 'fan@example.com', subscribed: true } },
    });
    renderWithEngine(<NewsletterConfirmScreen />, { path: '/account/newsletter?token=tok123', api });
    expect(screen.getByRole('heading', { name: 'Confirm your newsletter subscription' })).toBeInTheDocument();
    // Opening the link (a mail scanner does) confirms nothing.
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText(/will come to fan@example\.com/)).toBeInTheDocument();
    expect(calls.map((call) => [call.call, call.body])).toEqual([
      ['POST /v1/newsletter/confirmations', { token: 'tok123' }],
    ]);
  });

  it('shows the server’s refusal of a spent or expired link', async () => {
    const { api } = fakeApi({
      'POST /v1/newsletter/confirmations': () =>
        json(
          {
            errors: [
              {
                message: 'This link is not valid any more. Sign up for the newsletter again to get a new one.',
                code: 'invalid_token',
                field: 'token',
              },
            ],
          },
          422,
        ),
    });
    renderWithEngine(<NewsletterConfirmScreen />, { path: '/account/newsletter?token=old', api });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more');
  });

  it('says a link without its token is incomplete', () => {
    const { api } = fakeApi({});
    renderWithEngine(<NewsletterConfirmScreen />, { path: '/account/newsletter', api });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
