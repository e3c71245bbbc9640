import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { InvalidInputError } from '@strongroom/protocol'
import { type SafeAppsRegistry, safeAppsConfigSchema } from './safeAppsConfigSchema'

/** The registry shipped with the gateway: the product's sample Safe App on the devnet. */
export const DEFAULT_SAFE_APPS_PATH = fileURLToPath(new URL('../../../config/safe-apps.json', import.meta.url))

/**
 * Reads and validates a Safe Apps registry file once (at start).
 * @throws {InvalidInputError} when the file cannot be read, is not JSON, or breaks the schema (naming each field).
 */
export function loadSafeAppsRegistry(path: string = DEFAULT_SAFE_APPS_PATH): SafeAppsRegistry {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'))
  } catch (cause) {
    throw new InvalidInputError(`Cannot read the Safe Apps registry ${path}.`, { cause, details: { path } })
  }
  const result = safeAppsConfigSchema.safeParse(raw)
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new InvalidInputError(`Invalid Safe Apps registry ${path}: ${issues.join('; ')}`, {
      cause: result.error,
      details: { path, issues },
    })
  }
  return result.data
}
