import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setTestHosts } from './engine/testing';
import { AccountModalHost } from './ui/accounts/account-modal';

// Every component test's render mounts the account modal host, as the host mounts it beside every page.
setTestHosts(<AccountModalHost />);

afterEach(() => cleanup());
