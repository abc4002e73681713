import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadBlockValidator } from './engine';
import { clearCookies, setTestHosts } from './engine/testing';
import { AccountModalHost } from './ui/accounts/account-modal';

// Every component test's render mounts the account modal host, as the host mounts it beside every page.
setTestHosts(<AccountModalHost />);

// The block schemas load apart from the engine (a chunk of their own in the browser): loaded once here, a
// <PageView> in a test validates its blocks in its first render, as the server does after prefetchPageView.
await loadBlockValidator();

// findBy… waits up to 3 s, not 1: the first import of a lazy part (the account modal's flow) in a test file has
// taken longer than a second on a loaded 2-core machine.
configure({ asyncUtilTimeout: 3000 });

// jsdom runs animation frames on whichever setInterval is global when the first frame of a batch is asked for: a
// frame asked for under fake timers that fake setInterval but not requestAnimationFrame left every later frame of
// the worker waiting on a dead clock (focus moved in a frame never moved again). Frames here run on the real clock
// captured now; a test that fakes requestAnimationFrame itself still gets its fake.
if (typeof window !== 'undefined') runFramesOnTheRealClock();

function runFramesOnTheRealClock() {
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
  const frames = new Map<number, ReturnType<typeof setTimeout>>();
  let lastHandle = 0;
  globalThis.requestAnimationFrame = (callback) => {
    const handle = ++lastHandle;
    frames.set(
      handle,
      realSetTimeout(() => {
        frames.delete(handle);
        callback(performance.now());
      }, 16),
    );
    return handle;
  };
  globalThis.cancelAnimationFrame = (handle) => {
    realClearTimeout(frames.get(handle));
    frames.delete(handle);
  };
}

// Each test starts as a new visitor does: no cookies, an empty page at /, real timers. The dom project shares one
// document between the files of a worker (isolate: false, vite.config.ts), so nothing a test leaves may reach the next.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});
