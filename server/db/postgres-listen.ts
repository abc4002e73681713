import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { ChannelListener } from './db';

const RECONNECT_EVERY_MS = 1_000;

/**
 * Db.listen on PostgreSQL: a connection of its own (a pooled one is handed to other queries, which
 * would miss notifications), opened again every second after it drops until it listens again.
 */
export async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client;

  const open = async () => {
    const client = new pg.Client(config);
    // A dropped connection emits 'error' then 'end': 'end' reports it.
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel === channel) listener.notified(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.once('end', () => {
      if (stopped) return;
      listener.lost();
      void reopen();
    });
    return client;
  };

  const reopen = async () => {
    while (!stopped) {
      await sleep(RECONNECT_EVERY_MS);
      if (stopped) return;
      const client = await open().catch(() => undefined);
      if (!client) continue;
      current = client;
      if (stopped) await client.end().catch(() => undefined);
      else listener.listening();
      return;
    }
  };

  current = await open();
  return async () => {
    stopped = true;
    await current.end().catch(() => undefined);
  };
}
