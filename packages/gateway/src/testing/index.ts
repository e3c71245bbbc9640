// `@strongroom/gateway/testing`: what benches, scripts and end-to-end tests may use besides the package root. They
// reach the gateway through these two entry points only, so its internals can move without breaking them.

export { insertRows } from '../db/insertRows'
export { interceptQueries, type QueryInterceptor } from '../db/interceptQueries'
export { PgliteDb } from '../db/PgliteDb'
export { readSafeOnChain } from '../domain/safes/readSafeOnChain'
export { ChainIndexer, type RangeIndexed } from '../indexer/ChainIndexer'
export { safeEventSelectors, transferSelector } from '../indexer/decode/decodeLogs'
export { createChainClient } from '../indexer/fetch/createChainClient'
export {
  executionColumns,
  multisigConfirmationsTable,
  multisigTransactionsTable,
  transfersTable,
} from '../indexer/write/rangeTables'
export { migratedTemplate, openTestDb, type TestDb } from './openTestDb'
export { startTestIndexer, type TestIndexer } from './startTestIndexer'
export { testConfig } from './testChainConfig'
