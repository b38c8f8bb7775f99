/**
 * NOTIFY on PostgreSQL, for every subscriber of one process over one session of its own, apart
 * from the query pool. Each LISTEN once held a pooled connection for the life of the process: the
 * response cache, accounts, orders, back-in-stock alerts, the chat and the site builds held six of
 * the pool's ten and left the requests four (two apps on one pool, as the tests make, waited forever).
 * A lost session is opened again after a second and listens to its channels again; meanwhile the
 * subscribers that must not miss a change also poll (the response cache polls the catalogue
 * version, the queues sweep the database).
 */
import type { Client, ClientConfig } from 'pg';

type Handler = (payload: string) => void;

const RECONNECT_MS = 1000;

export class Notifications {
  private readonly handlers = new Map<string, Set<Handler>>();
  private client: Client | undefined;
  private connecting: Promise<Client> | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: ClientConfig,
    private readonly makeClient: (config: ClientConfig) => Client,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** Calls `onNotify` on every NOTIFY of `channel`; answers the function that stops it. */
  async listen(channel: string, onNotify: Handler): Promise<() => Promise<void>> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onNotify);
    const client = await this.session();
    if (first) await client.query(`LISTEN ${channel}`);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(onNotify) || current.size > 0) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private session(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<Client> {
    const client = this.makeClient(this.config);
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    if (this.closed) {
      await client.end();
      throw new Error('notifications closed');
    }
    this.client = client;
    return client;
  }

  /** The session ended under us: open another and listen to every channel again. */
  private lost(client: Client, error?: Error) {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.warn(`LISTEN connection lost${error ? `: ${error.message}` : ''}; listening again in ${RECONNECT_MS} ms`);
    this.retry = setTimeout(() => void this.resume(), RECONNECT_MS);
    this.retry.unref();
  }

  private async resume() {
    if (this.closed || this.handlers.size === 0) return;
    try {
      const client = await this.session();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.client = undefined;
      this.warn(`LISTEN connection still down: ${(error as Error).message}`);
      this.retry = setTimeout(() => void this.resume(), RECONNECT_MS);
      this.retry.unref();
    }
  }
}
