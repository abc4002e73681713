import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageAlert } from './MessageAlert';

function renderAt(search: string) {
  window.history.pushState({}, '', `/?${search}`);
  return render(<MessageAlert />);
}

describe('the alert box from ?message&messageType (spec §2.2)', () => {
  it.each(['info', 'error', 'success', 'warning'])('shows a %s alert', (type) => {
    renderAt(`message=Logged%20in&messageType=${type}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Logged in');
    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', type);
  });

  it('defaults to warning when messageType is missing or unknown', () => {
    renderAt('message=Heads%20up&messageType=shout');
    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', 'warning');
  });

  it('shows nothing without a message', () => {
    renderAt('messageType=success');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
