import pg from 'pg'

/** Drops the database `databaseUrl` names (closing its connections), through the server `baseUrl` names. */
export async function dropPostgresDatabase(baseUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
  } finally {
    await admin.end()
  }
}
