import { act, fireEvent } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { continueDeferredHydration, deferHydration } from './deferred-hydration';
import { HydrationGate } from './HydrationGate';

/** A part that counts its clicks and ArrowDown keys: the counts only move once React has hydrated it. */
function Counter({ gate }: { gate: string }) {
  const [clicks, setClicks] = useState(0);
  const [keys, setKeys] = useState(0);
  return (
    <button
      type="button"
      data-part={gate}
      onClick={() => setClicks(clicks + 1)}
      onKeyDown={(event) => event.key === 'ArrowDown' && setKeys(keys + 1)}
    >
      {clicks} clicks, {keys} keys
    </button>
  );
}

function Page({ gates }: { gates: string[] }) {
  return (
    <div>
      {gates.map((gate) => (
        <Suspense key={gate} fallback={null}>
          <HydrationGate gateKey={gate}>
            <Counter gate={gate} />
          </HydrationGate>
        </Suspense>
      ))}
    </div>
  );
}

let root: Root | undefined;
let container: HTMLElement;

/** The server's HTML of the page, in the document; nothing hydrated yet. */
function serverRender(gates: string[]) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page gates={gates} />);
  document.body.append(container);
}

const part = (gate: string) => container.querySelector<HTMLElement>(`[data-part="${gate}"]`)!;
const deferrable = (gate: string, load: () => Promise<unknown>) => ({ key: gate, element: part(gate), load });

async function hydrate(gates: string[]) {
  await act(async () => {
    root = hydrateRoot(container, <Page gates={gates} />);
  });
}

async function click(gate: string) {
  await act(async () => fireEvent.click(part(gate)));
}

/** Places the element on screen: jsdom lays nothing out, every box is empty at 0,0. */
function onScreen(element: HTMLElement) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 300, 50));
}

describe('deferred hydration (engine/hydration)', () => {
  beforeEach(() => {
    // jsdom has neither: the idle callback falls back to a timer, and nothing comes near a screen it lacks.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps a part off screen as the server rendered it until it is pointed at, then loads and hydrates it', async () => {
    serverRender(['below']);
    const load = vi.fn(() => Promise.resolve());
    await deferHydration([deferrable('below', load)]);
    await hydrate(['below']);
    expect(load).not.toHaveBeenCalled();
    expect(part('below')).toHaveTextContent('0 clicks');

    await act(async () => fireEvent.pointerOver(part('below')));
    expect(load).toHaveBeenCalledOnce();
    await click('below');
    expect(part('below')).toHaveTextContent('1 clicks');
  });

  it('holds a click on a part not hydrated yet and replays it once the part is', async () => {
    serverRender(['clicked']);
    let finishLoading = () => {};
    const loading = new Promise<void>((resolve) => (finishLoading = resolve));
    await deferHydration([deferrable('clicked', () => loading)]);
    await hydrate(['clicked']);
    await click('clicked');
    expect(part('clicked')).toHaveTextContent('0 clicks');

    await act(async () => finishLoading());
    expect(part('clicked')).toHaveTextContent('1 clicks');
  });

  it('holds an arrow key on a part not hydrated yet and replays it once it is', async () => {
    serverRender(['keyed']);
    let finishLoading = () => {};
    const loading = new Promise<void>((resolve) => (finishLoading = resolve));
    await deferHydration([deferrable('keyed', () => loading)]);
    await hydrate(['keyed']);
    await act(async () => fireEvent.keyDown(part('keyed'), { key: 'ArrowDown' }));
    expect(part('keyed')).toHaveTextContent('0 keys');

    await act(async () => finishLoading());
    expect(part('keyed')).toHaveTextContent('1 keys');
  });

  it('loads the code of a part on screen before hydration, which then hydrates it at once', async () => {
    serverRender(['top']);
    onScreen(part('top'));
    let loaded = false;
    await deferHydration([deferrable('top', async () => void (loaded = true))]);
    expect(loaded).toBe(true);
    await hydrate(['top']);
    await click('top');
    expect(part('top')).toHaveTextContent('1 clicks');
  });

  it('opens a part that is focused (the keyboard) and does not defer a key given twice', async () => {
    serverRender(['focused', 'twice']);
    const twice = vi.fn(() => Promise.resolve());
    await deferHydration([
      deferrable('focused', () => Promise.resolve()),
      deferrable('twice', twice),
      deferrable('twice', twice),
    ]);
    expect(twice).toHaveBeenCalledTimes(2);
    await hydrate(['focused', 'twice']);
    await click('twice');
    expect(part('twice')).toHaveTextContent('1 clicks');

    await act(async () => part('focused').focus());
    await click('focused');
    expect(part('focused')).toHaveTextContent('1 clicks');
  });

  it('hydrates every part still off screen when the browser is idle after the page is hydrated', async () => {
    vi.useFakeTimers();
    serverRender(['idle']);
    const load = vi.fn(() => Promise.resolve());
    await deferHydration([deferrable('idle', load)]);
    await hydrate(['idle']);
    continueDeferredHydration();
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledOnce();
    await click('idle');
    expect(part('idle')).toHaveTextContent('1 clicks');
  });

  it('defers a part on screen that waits until used, and hydrates it when pointed at', async () => {
    serverRender(['menu']);
    onScreen(part('menu'));
    const load = vi.fn(() => Promise.resolve());
    await deferHydration([{ ...deferrable('menu', load), untilUsed: true }]);
    await hydrate(['menu']);
    continueDeferredHydration();
    expect(load).not.toHaveBeenCalled();

    await act(async () => fireEvent.pointerOver(part('menu')));
    expect(load).toHaveBeenCalledOnce();
    await click('menu');
    expect(part('menu')).toHaveTextContent('1 clicks');
  });

  it('hydrates a part the server rendered nothing of when the browser is idle', async () => {
    vi.useFakeTimers();
    serverRender(['empty']);
    const load = vi.fn(() => Promise.resolve());
    await deferHydration([{ key: 'empty', element: null, load }]);
    await hydrate(['empty']);
    continueDeferredHydration();
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledOnce();
    await click('empty');
    expect(part('empty')).toHaveTextContent('1 clicks');
  });

  it('still hydrates a part whose code failed to load, so its error boundary can answer', async () => {
    serverRender(['failing']);
    await deferHydration([deferrable('failing', () => Promise.reject(new Error('chunk not found')))]);
    await hydrate(['failing']);
    await act(async () => fireEvent.pointerDown(part('failing')));
    await click('failing');
    expect(part('failing')).toHaveTextContent('1 clicks');
  });
});
