import type { Database, ListenEvents } from '../db/Db'

/** A database whose LISTEN notifications and query results a test can cut off or hold back. */
export type InterruptibleDb = {
  db: Database
  /** Holds query results (run at once, in their snapshot) back until the returned function is called. */
  hold(): () => void
  /** Drops notifications without reporting a loss: only the in-process path is left. */
  mute(muted: boolean): void
  /** Drops notifications and reports the loss, as PostgresListener does when its connection breaks. */
  lose(): void
  /** Delivers notifications again and reports the reconnection. */
  restore(): void
}

/** `db` seen through an object whose notifications and results can be interrupted as a dropped connection would. */
export function interruptibleDb(db: Database): InterruptibleDb {
  let connected = true
  let muted = false
  const events: ListenEvents[] = []
  let held: Promise<void> | null = null
  const wrapped: Database = Object.assign(Object.create(db) as Database, {
    listen: (channel: string, onPayload: (payload: string) => void, listenEvents: ListenEvents = {}) => {
      events.push(listenEvents)
      return db.listen(channel, (payload) => connected && !muted && onPayload(payload), listenEvents)
    },
    query: <R>(sql: string, params?: unknown[]) => {
      const result = db.query<R>(sql, params)
      const wait = held
      if (!wait) return result
      return result.then(async (rows) => {
        await wait
        return rows
      })
    },
  })
  return {
    db: wrapped,
    hold: () => {
      let release = () => {}
      held = new Promise((resolve) => {
        release = resolve
      })
      return () => {
        held = null
        release()
      }
    },
    mute: (value) => {
      muted = value
    },
    lose: () => {
      connected = false
      for (const listenEvents of events) listenEvents.onLost?.(new Error('connection reset'))
    },
    restore: () => {
      connected = true
      for (const listenEvents of events) listenEvents.onRestored?.()
    },
  }
}
