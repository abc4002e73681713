import { render, screen } from '@testing-library/react';
import { lazy, Suspense, useRef } from 'react';
import { expect, it } from 'vitest';
import { useFocusTrap } from './use-focus-trap';

function Dialog() {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, () => {});
  return (
    <div ref={panel} role="dialog" aria-label="Menu">
      <button type="button">Close</button>
    </div>
  );
}

/** The dialog's code arrives after it is asked for, as a lazy drawer's does. */
const LazyDialog = lazy(
  () => new Promise<{ default: typeof Dialog }>((resolve) => setTimeout(() => resolve({ default: Dialog }), 10)),
);

it('moves focus inside in the same commit that shows the dialog, so nobody sees it open without focus', async () => {
  let focusedWhenShown: Element | null | undefined;
  const observer = new MutationObserver(() => {
    if (focusedWhenShown === undefined && document.querySelector('[role="dialog"]'))
      focusedWhenShown = document.activeElement;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  render(
    <Suspense fallback={null}>
      <LazyDialog />
    </Suspense>,
  );
  await screen.findByRole('dialog', { name: 'Menu' });
  observer.disconnect();
  expect(focusedWhenShown).toBe(screen.getByRole('button', { name: 'Close' }));
});
