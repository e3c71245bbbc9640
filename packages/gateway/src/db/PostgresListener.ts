import pg from 'pg'
import type { ListenEvents } from './Db'

type Subscription = { channel: string; onPayload: (payload: string) => void; events: ListenEvents }

/** `application_name` of the listening connection (tests find and terminate it by this name). */
export const LISTENER_APPLICATION_NAME = 'strongroom:listen'

/** Backoff between reconnection attempts: doubles from the first delay up to the cap. */
export type ReconnectBackoff = { firstMs: number; maxMs: number }

/**
 * LISTEN for a Postgres database: one dedicated connection outside the pool (a pooled connection would lose its
 * LISTENs when handed back), shared by every subscription. When that connection breaks, subscribers hear `onLost`,
 * the listener reconnects with exponential backoff, LISTENs again on every channel and reports `onRestored`.
 */
export class PostgresListener {
  private client: pg.Client | null = null
  private connecting: Promise<pg.Client> | null = null
  private readonly subscriptions = new Set<Subscription>()
  /** Channels LISTENed on the current connection (the promise settles when the LISTEN did). */
  private readonly channels = new Map<string, Promise<void>>()
  private retryTimer: NodeJS.Timeout | null = null
  private failures = 0
  private closed = false

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly backoff: ReconnectBackoff = { firstMs: 100, maxMs: 5_000 },
  ) {}

  /** Subscribes to `channel`; the first subscription connects (and fails if the database cannot be reached). */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    events: ListenEvents = {},
  ): Promise<() => Promise<void>> {
    const client = await this.connect()
    const subscription: Subscription = { channel, onPayload, events }
    this.subscriptions.add(subscription)
    try {
      await this.listenOn(client, channel)
    } catch (error) {
      this.subscriptions.delete(subscription)
      throw error
    }
    return async () => {
      if (!this.subscriptions.delete(subscription)) return
      if ([...this.subscriptions].some((other) => other.channel === channel)) return
      this.channels.delete(channel)
      await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined)
    }
  }

  /** Ends the connection and stops reconnecting. */
  async close(): Promise<void> {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.subscriptions.clear()
    this.channels.clear()
    const client = this.client ?? (await this.connecting?.catch(() => null))
    this.client = null
    await client?.end().catch(() => undefined)
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= this.open().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.clientConfig, application_name: LISTENER_APPLICATION_NAME })
    // Errors surface as 'error' and then 'end'; both mean the connection is gone.
    client.on('error', (error) => this.lost(client, error))
    client.on('end', () => this.lost(client, new Error('The listening connection ended.')))
    client.on('notification', (message) => {
      if (message.payload === undefined) return
      for (const subscription of this.subscriptions)
        if (subscription.channel === message.channel) deliver(subscription, message.payload)
    })
    try {
      await client.connect()
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
    if (this.closed) {
      await client.end().catch(() => undefined)
      throw new Error('The listener was closed.')
    }
    this.client = client
    this.channels.clear()
    return client
  }

  private listenOn(client: pg.Client, channel: string): Promise<void> {
    let listening = this.channels.get(channel)
    if (!listening) {
      listening = client.query(`listen ${pg.escapeIdentifier(channel)}`).then(() => undefined)
      this.channels.set(channel, listening)
      listening.catch(() => this.channels.delete(channel))
    }
    return listening
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client || this.closed) return
    this.client = null
    this.channels.clear()
    for (const subscription of this.subscriptions) subscription.events.onLost?.(error)
    this.scheduleReconnect()
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return
    const delay = Math.min(this.backoff.maxMs, this.backoff.firstMs * 2 ** Math.min(this.failures, 16))
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.reconnect()
    }, delay)
  }

  private async reconnect(): Promise<void> {
    if (this.closed || this.subscriptions.size === 0) return
    try {
      const client = await this.connect()
      const channels = new Set([...this.subscriptions].map((subscription) => subscription.channel))
      await Promise.all([...channels].map((channel) => this.listenOn(client, channel)))
      this.failures = 0
      for (const subscription of this.subscriptions) subscription.events.onRestored?.()
    } catch {
      this.failures++
      // A connection that opened but failed to LISTEN is dropped so the next attempt starts clean.
      const client = this.client
      this.client = null
      await client?.end().catch(() => undefined)
      this.scheduleReconnect()
    }
  }
}

/** A subscriber's failure must not stop delivery to the others. */
function deliver(subscription: Subscription, payload: string): void {
  try {
    subscription.onPayload(payload)
  } catch {
    // The subscriber owns its errors; the listener has nowhere to report them.
  }
}
