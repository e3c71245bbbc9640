import type { TableWrite } from './RowBuffer'

/** Tables the event handlers fill, in the order a range writes them (parents first). */

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
    'initial_block',
    'initial_owners',
    'initial_threshold',
    'initial_nonce',
    'initial_modules',
    'initial_fallback_handler',
    'initial_guard',
    'initial_singleton',
  ],
  // A Safe added by address before its creation was seen keeps source 'manual' but gains its creation data.
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
  conflict: 'on conflict do nothing',
}

export const multisigTransactionsTable: TableWrite = {
  table: 'multisig_transactions',
  columns: [
    'chain_id',
    'safe_tx_hash',
    'safe',
    'to',
    'value',
    'data',
    'operation',
    'safe_tx_gas',
    'base_gas',
    'gas_price',
    'gas_token',
    'refund_receiver',
    'nonce',
    'source',
    'trusted',
    'submitted_at',
    'modified_at',
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
  ],
  // An execution completes the off-chain proposal of the same safeTxHash, keeping what was proposed with it.
  conflict: `on conflict (chain_id, safe_tx_hash) do update set
    tx_hash = excluded.tx_hash, block_number = excluded.block_number, block_hash = excluded.block_hash,
    log_index = excluded.log_index, executor = excluded.executor, is_successful = excluded.is_successful,
    executed_at = excluded.executed_at, signatures = excluded.signatures,
    confirmations_required = excluded.confirmations_required, payment = excluded.payment, trusted = true,
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
  ],
  conflict: 'on conflict do nothing',
}

/** Write order of a range's rows. */
export const rangeTables: readonly TableWrite[] = [
  safesTable,
  createdSafeStatesTable,
  multisigTransactionsTable,
  multisigConfirmationsTable,
  moduleTransactionsTable,
  transfersTable,
]
