import pg from 'pg';

/** Runs `run` on a connection to the test server's maintenance database (CREATE and DROP DATABASE). */
export async function withAdmin(serverUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
