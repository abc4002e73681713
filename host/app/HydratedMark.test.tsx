import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScreenRegistry, defineScreen, type EngineContextValue } from '../../engine';
import { offlineApi, testRegistry } from '../../engine/testing';
import { App } from './App';

/** What the screen had done when the page said it was hydrated. */
let effectsRun = 0;

/** A screen with a button: its click handler is there once React has hydrated it, and its effect has run. */
function CountingScreen() {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    effectsRun += 1;
  }, []);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {clicks} clicks
    </button>
  );
}

const screens = createScreenRegistry([
  defineScreen({
    id: 'counting',
    path: '/counting',
    chrome: 'chromeless',
    load: async () => ({ default: CountingScreen }),
  }),
]);
const engine: EngineContextValue = {
  api: offlineApi(),
  blocks: testRegistry,
  signedIn: false,
  viewer: undefined,
  environment: 'development',
  track: () => {},
};
const app = (ssrPath?: string) => (
  <App queryClient={new QueryClient()} engine={engine} screens={screens} outcome={{ kind: 'ok' }} ssrPath={ssrPath} />
);

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  document.documentElement.removeAttribute('data-hydrated');
  effectsRun = 0;
});

describe('html[data-hydrated] (host/app/HydratedMark)', () => {
  it('is set once the screen has hydrated, not when the root commits with the screen still the server’s HTML', async () => {
    await screens[0]!.preload();
    window.history.replaceState(null, '', '/counting');
    container = document.createElement('div');
    container.innerHTML = renderToString(app('/counting'));
    document.body.append(container);
    const atMark: number[] = [];
    const setAttribute = vi.spyOn(document.documentElement, 'setAttribute').mockImplementation(function (
      this: Element,
      name: string,
      value: string,
    ) {
      if (name === 'data-hydrated') atMark.push(effectsRun);
      Element.prototype.setAttribute.call(this, name, value);
    });

    await act(async () => {
      root = hydrateRoot(container!, app());
    });
    setAttribute.mockRestore();

    expect(document.documentElement).toHaveAttribute('data-hydrated', 'true');
    expect(atMark[0]).toBe(1);
  });
});
