import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MigrationError } from './MigrationError'

/** One forward-only schema step, from `migrations/NNN_name.sql`. */
export type Migration = { version: number; name: string; sql: string }

const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/

/**
 * Reads the migration files in version order. Versions must run 1, 2, 3… without gaps, so two helpers adding the same
 * number fail loudly instead of one file being skipped.
 * @throws {MigrationError} on a misnamed file or a gap.
 */
export function loadMigrations(dir: string = fileURLToPath(new URL('./migrations/', import.meta.url))): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_PATTERN.exec(file)
      if (!match) throw new MigrationError(`Migration file ${file} is not named NNN_name.sql.`, { details: { file } })
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(`${dir}/${file}`, 'utf8') }
    })
    .sort((a, b) => a.version - b.version)
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new MigrationError(`Migration versions must be consecutive from 001; found ${migration.version}.`, {
        details: { expected: index + 1, found: migration.version },
      })
  })
  return migrations
}
