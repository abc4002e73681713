import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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

// Each test starts with no cookies, as a new visitor does (files that ask for the node environment have none).
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') clearCookies();
});
