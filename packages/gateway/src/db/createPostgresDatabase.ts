import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Creates an empty database next to the one `baseUrl` names; returns its URL. */
export async function createPostgresDatabase(baseUrl: string): Promise<string> {
  const name = `strongroom_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}
