import type { TableWrite } from './RowBuffer'

/** Tables the event handlers fill, in the order a range writes them (parents first). */

/** The columns of a Safe's initial state, the state its replay starts from (a SafeSetup, or a chain snapshot). */
export const initialStateColumns = [
  'initial_block',
  'initial_owners',
  'initial_threshold',
  'initial_nonce',
  'initial_modules',
  'initial_fallback_handler',
  'initial_guard',
  'initial_singleton',
] as const

export const safesTable: TableWrite = {
  table: 'safes',
  columns: [
    'chain_id',
    'address',
    'source',
    'creation_tx_hash',
    'creation_block_number',
    'creation_block_hash',
    'creation_log_index',
    'created_at',
    'creator',
    'factory',
    'singleton',
    'initializer',
    'setup_data',
    ...initialStateColumns,
  ],
  // A Safe added by address before its creation was seen keeps source 'manual' but gains its creation data.
  types: [
    'text',
    'text',
    'text',
    'text',
    'bigint',
    'text',
    'integer',
    'timestamptz',
    'text',
    'text',
    'text',
    'text',
    'text',
    'bigint',
    'text[]',
    'integer',
    'numeric',
    'text[]',
    'text',
    'text',
    'text',
  ],
  conflict: `on conflict (chain_id, address) do update set
    creation_tx_hash = excluded.creation_tx_hash, creation_block_number = excluded.creation_block_number,
    creation_block_hash = excluded.creation_block_hash, creation_log_index = excluded.creation_log_index,
    created_at = excluded.created_at, creator = excluded.creator, factory = excluded.factory,
    singleton = excluded.singleton, initializer = excluded.initializer, setup_data = excluded.setup_data,
    initial_block = excluded.initial_block, initial_owners = excluded.initial_owners,
    initial_threshold = excluded.initial_threshold, initial_nonce = 0, initial_modules = '{}',
    initial_fallback_handler = excluded.initial_fallback_handler, initial_guard = null,
    initial_singleton = coalesce(excluded.initial_singleton, safes.initial_singleton)
  where safes.creation_tx_hash is null`,
  keyOf: (row) => String(row[1]),
}

export const createdSafeStatesTable: TableWrite = {
  table: 'safe_states',
  columns: [
    'chain_id',
    'address',
    'owners',
    'threshold',
    'nonce',
    'modules',
    'guard',
    'fallback_handler',
    'singleton',
    'version',
    'updated_block',
  ],
  types: ['text', 'text', 'text[]', 'integer', 'numeric', 'text[]', 'text', 'text', 'text', 'text', 'bigint'],
  conflict: 'on conflict do nothing',
}

/** The SafeTx fields but the nonce, in SafeTx order (toSafeTxTuple without the nonce). */
const safeTxFieldColumns = [
  'to',
  'value',
  'data',
  'operation',
  'safe_tx_gas',
  'base_gas',
  'gas_price',
  'gas_token',
  'refund_receiver',
]

/** What an execution adds to a multisig_transactions row (a reorg that removes the execution clears them: rewindChain). */
export const executionColumns: readonly string[] = [
  'tx_hash',
  'block_number',
  'block_hash',
  'log_index',
  'executor',
  'is_successful',
  'executed_at',
  'signatures',
  'confirmations_required',
  'payment',
]

/** `column = excluded.column, …`: an upsert taking these columns from the row it tried to insert. */
const takeExcluded = (columns: readonly string[]) =>
  columns.map((column) => `${column} = excluded.${column}`).join(', ')

export const multisigTransactionsTable: TableWrite = {
  table: 'multisig_transactions',
  columns: [
    'chain_id',
    'safe_tx_hash',
    'safe',
    ...safeTxFieldColumns,
    'nonce',
    'source',
    'trusted',
    'submitted_at',
    'modified_at',
    ...executionColumns,
  ],
  // An execution completes the off-chain proposal of the same safeTxHash, keeping what was proposed with it.
  types: [
    'text',
    'text',
    'text',
    'text',
    'numeric',
    'text',
    'smallint',
    'numeric',
    'numeric',
    'numeric',
    'text',
    'text',
    'numeric',
    'text',
    'boolean',
    'timestamptz',
    'timestamptz',
    'text',
    'bigint',
    'text',
    'integer',
    'text',
    'boolean',
    'timestamptz',
    'text',
    'integer',
    'numeric',
  ],
  conflict: `on conflict (chain_id, safe_tx_hash) do update set ${takeExcluded(executionColumns)}, trusted = true,
    modified_at = excluded.modified_at`,
  keyOf: (row) => String(row[1]),
}

export const multisigConfirmationsTable: TableWrite = {
  table: 'multisig_confirmations',
  columns: [
    'chain_id',
    'safe_tx_hash',
    'owner',
    'safe',
    'signature',
    'signature_type',
    'source',
    'submitted_at',
    'block_number',
    'tx_hash',
  ],
  // An off-chain confirmation of the same owner stays as it was.
  types: ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'timestamptz', 'bigint', 'text'],
  conflict: 'on conflict do nothing',
}

export const moduleTransactionsTable: TableWrite = {
  table: 'module_transactions',
  columns: [
    'chain_id',
    'block_number',
    'log_index',
    'block_hash',
    'tx_hash',
    'safe',
    'module',
    'to',
    'value',
    'data',
    'operation',
    'is_successful',
    'executed_at',
    'details_unavailable',
  ],
  // An L1 Safe's module transaction whose call could not be read has null to/value/data/operation and a reason.
  types: [
    'text',
    'bigint',
    'integer',
    'text',
    'text',
    'text',
    'text',
    'text',
    'numeric',
    'text',
    'smallint',
    'boolean',
    'timestamptz',
    'text',
  ],
  conflict: 'on conflict do nothing',
}

export const transfersTable: TableWrite = {
  table: 'transfers',
  columns: [
    'chain_id',
    'safe',
    'block_number',
    'log_index',
    'block_hash',
    'tx_hash',
    'type',
    'direction',
    'synthetic',
    'token_address',
    'from',
    'to',
    'value',
    'token_id',
    'executed_at',
    'position',
  ],
  // position tells apart the transfers of one log: the calls of a MultiSend batch (0 for everything else).
  types: [
    'text',
    'text',
    'bigint',
    'integer',
    'text',
    'text',
    'text',
    'text',
    'boolean',
    'text',
    'text',
    'text',
    'numeric',
    'numeric',
    'timestamptz',
    'integer',
  ],
  conflict: 'on conflict do nothing',
}

/** What nobody knows about an execution whose call could not be read: the SafeTx fields and what came with them. */
const unknownWhenUnavailable = new Set([...safeTxFieldColumns, 'executor', 'signatures', 'confirmations_required'])
const unavailableExecutionColumns = multisigTransactionsTable.columns.filter(
  (column) => !unknownWhenUnavailable.has(column),
)

/**
 * Executions of L1-singleton Safes whose SafeTx fields could not be read (docs/indexing.md §3.7): what the logs prove,
 * the fields left null with the reason. An off-chain proposal of the same safeTxHash keeps its fields and gains the
 * execution.
 */
export const unavailableExecutionsTable: TableWrite = {
  table: 'multisig_transactions',
  columns: [...unavailableExecutionColumns, 'details_unavailable'],
  // The columns of an execution with known fields, less the unknown ones, plus the reason: chain_id, safe_tx_hash,
  // safe, nonce, source, trusted, submitted_at, modified_at, tx_hash, block_number, block_hash, log_index,
  // is_successful, executed_at, payment, details_unavailable.
  types: [
    ...unavailableExecutionColumns.map(
      (column) => multisigTransactionsTable.types[multisigTransactionsTable.columns.indexOf(column)]!,
    ),
    'text',
  ],
  conflict: `on conflict (chain_id, safe_tx_hash) do update set
    ${takeExcluded(executionColumns.filter((column) => !unknownWhenUnavailable.has(column)))}, trusted = true,
    modified_at = excluded.modified_at`,
  keyOf: (row) => String(row[1]),
}

/** Write order of a range's rows. */
export const rangeTables: readonly TableWrite[] = [
  safesTable,
  createdSafeStatesTable,
  multisigTransactionsTable,
  unavailableExecutionsTable,
  multisigConfirmationsTable,
  moduleTransactionsTable,
  transfersTable,
]
