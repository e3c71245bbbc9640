import { parseAbi } from 'viem'

/**
 * The methods of SafeMigration (safe-deployments v1.4.1 `safe_migration.json`): each moves the Safe to the 1.4.1
 * singleton (the L2 one, or the L1 one), optionally setting the 1.4.1 CompatibilityFallbackHandler; callable by
 * DELEGATE only (docs/indexing.md §1.1).
 */
export const safeMigrationAbi = parseAbi([
  'function migrateSingleton()',
  'function migrateWithFallbackHandler()',
  'function migrateL2Singleton()',
  'function migrateL2WithFallbackHandler()',
])
