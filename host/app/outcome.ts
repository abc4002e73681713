/**
 * How the server's render of the requested path ended. The browser hydrates the same outcome for
 * that path; after a client-side navigation screens render normally again.
 */
export type Outcome = { kind: 'ok' } | { kind: 'not-found'; path: string } | { kind: 'error'; path: string; digest: string };
