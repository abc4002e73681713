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
