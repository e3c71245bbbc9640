import { createServer, type Socket } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { parseConfig } from '../config'
import { startGateway } from '../startGateway'
import { createPostgresDatabase } from './createPostgresDatabase'
import { DatabaseStartTimeoutError } from './DatabaseStartTimeoutError'
import { DatabaseTimeoutError } from './DatabaseTimeoutError'
import { openDb } from './openDb'

const cleanups: (() => Promise<unknown>)[] = []

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** A gateway config whose chain node never answers (port 9); database settings from `database`. */
const configWith = (database: Record<string, number>) =>
  parseConfig({ RPC_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'silent' }, { database })

describe('bounded waits on the database', () => {
  it('gives up starting within the start-up deadline when the database never answers, saying what to check', async () => {
    // A "Postgres" that accepts connections and never says a word.
    const sockets: Socket[] = []
    const silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    })
    const { port } = silent.address() as { port: number }
    const started = Date.now()
    const failure = await startGateway({
      config: configWith({ startupTimeoutMs: 500 }),
      databaseUrl: `postgres://gateway@127.0.0.1:${port}/strongroom`,
      port: 0,
      host: '127.0.0.1',
    }).then(
      async (gateway) => {
        await gateway.stop()
        return null
      },
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(DatabaseStartTimeoutError)
    expect((failure as Error).message).toBe(
      "The Postgres database was not ready within 0.5 s: check that it is running and reachable at DATABASE_URL, and that no other session holds a lock on the gateway's tables.",
    )
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'Postgres: a statement waiting on another session’s lock fails within lock_timeout, and the route answers 503 with a sentence',
    async () => {
      const databaseUrl = await createPostgresDatabase(process.env.DATABASE_URL!)
      const gateway = await startGateway({
        config: configWith({ lockTimeoutMs: 300 }),
        databaseUrl,
        port: 0,
        host: '127.0.0.1',
      })
      cleanups.push(() => gateway.stop())
      const other = await openDb({ databaseUrl, migrate: false })
      cleanups.push(() => other.close())

      await other.transaction(async (tx) => {
        // Another session (an operator's psql, a migration of another version) holds the table.
        await tx.query('lock table safe_states in access exclusive mode')

        let started = Date.now()
        const write = await gateway.db.query("delete from safe_states where chain_id = '0'").then(
          () => null,
          (error: unknown) => error,
        )
        expect(write).toBeInstanceOf(DatabaseTimeoutError)
        expect((write as Error).message).toBe(
          'The database is busy: a lock held by another session did not free in time.',
        )
        expect(Date.now() - started).toBeLessThan(3_000)

        started = Date.now()
        const response = await fetch(
          `${gateway.url}/v1/chains/1337/owners/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/safes`,
        )
        expect(response.status).toBe(503)
        expect(await response.json()).toEqual({
          code: 503,
          message: 'The database is busy: a lock held by another session did not free in time.',
        })
        expect(Date.now() - started).toBeLessThan(3_000)
      })

      // Once the lock is gone the same request is answered.
      const after = await fetch(`${gateway.url}/v1/chains/1337/owners/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/safes`)
      expect(after.status).toBe(200)
    },
  )

  it.skipIf(!process.env.DATABASE_URL)(
    'Postgres: a gateway starting while another process migrates waits for it beyond lock_timeout',
    async () => {
      const databaseUrl = await createPostgresDatabase(process.env.DATABASE_URL!)
      const other = await openDb({ databaseUrl })
      cleanups.push(() => other.close())
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      let locked: () => void = () => {}
      const lockTaken = new Promise<void>((resolve) => (locked = resolve))
      // Another gateway's migration, holding the migration lock for longer than this gateway's lock_timeout.
      const migrating = other.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', ['strongroom:gateway:migrations'])
        locked()
        await held
      })
      await lockTaken
      setTimeout(release, 1_000)
      const started = Date.now()
      // Without the wait it fails here with "The database is busy" after 200 ms.
      const gateway = await startGateway({
        config: configWith({ lockTimeoutMs: 200 }),
        databaseUrl,
        port: 0,
        host: '127.0.0.1',
      })
      cleanups.push(() => gateway.stop())
      await migrating
      expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    },
  )
})
