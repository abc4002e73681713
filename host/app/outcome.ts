/**
 * How the server's render of the requested path ended. The browser hydrates the same outcome for
 * that path; after a client-side navigation screens render normally again.
 */
export type Outcome =
  | { kind: 'ok' }
  | { kind: 'not-found'; path: string }
  | {
      kind: 'error';
      path: string;
      digest: string;
      /** 503 when the API said it is unavailable (its database is down), else 500. */ status: 500 | 503;
    };
