-- Strongroom gateway schema, part 1: indexed chain data + off-chain multisig proposals.
--
-- Conventions (every table):
--   chain_id      decimal text, equal to ChainConfig.chainId ('1337').
--   addresses     EIP-55 checksummed text, exactly as viem getAddress() returns it. Callers checksum their input
--                 before comparing; arrays of addresses (owners, modules) are text[] of checksummed values.
--   hashes, bytes lowercase 0x-prefixed hex text ('0x' for empty bytes).
--   uint256       numeric(78,0) (wei values, gas, nonces, token ids); the Db layer returns them as decimal strings.
--   block numbers bigint, log/tx indexes integer; the Db layer returns both as JS numbers.
--   times         timestamptz (block timestamps for chain data, now() for off-chain data); returned as Date.
--   source        'onchain' rows are derived from the chain by the indexer and are deleted/rewritten on reorgs;
--                 'offchain' rows come from API users (proposals, signatures) and survive reorgs.
-- Columns named block_number/block_hash on chain-derived rows locate the log that produced them: a reorg deletes every
-- chain-derived row with block_number >= the fork block and replays from there.

-- Where each indexer of a chain resumes: the first block not yet indexed. Written in the same transaction as the rows
-- of the range it closes, so a killed process neither loses nor doubles anything.
create table indexer_checkpoints (
  chain_id text not null,
  indexer text not null,
  next_block bigint not null,
  updated_at timestamptz not null default now(),
  primary key (chain_id, indexer)
);

-- Headers of indexed blocks: every block that produced rows plus the last block of each indexed range. Used for
-- timestamps and to detect reorgs (a stored hash that no longer matches the chain).
create table blocks (
  chain_id text not null,
  number bigint not null,
  hash text not null,
  parent_hash text not null,
  timestamp timestamptz not null,
  primary key (chain_id, number)
);

-- Every Safe the gateway indexes, with where it came from and the state it started with. The initial_* columns are
-- the base that safe_states is recomputed from (initial state + replay of safe_events).
--   source 'factory': found through ProxyCreation + SafeSetup (chain-derived; removed if its creation is reorged out).
--   source 'manual':  added by address through the API; if no SafeSetup was found from ChainConfig.startBlock, the
--                     initial state is a snapshot read from the chain at initial_block.
create table safes (
  chain_id text not null,
  address text not null,
  source text not null check (source in ('factory', 'manual')),
  -- creation (null when unknown, e.g. a manual Safe created before startBlock)
  creation_tx_hash text,
  creation_block_number bigint,
  creation_block_hash text,
  creation_log_index integer,
  created_at timestamptz,
  creator text, -- sender of the creation transaction
  factory text, -- emitter of ProxyCreation
  singleton text, -- master copy passed to the factory
  initializer text, -- SafeSetup.initializer: the optional `to` delegatecalled by setup()
  setup_data text, -- calldata of setup(...) when the creation tx called the factory directly
  -- state the replay starts from
  initial_block bigint not null,
  initial_owners text[] not null,
  initial_threshold integer not null,
  initial_nonce numeric(78, 0) not null default 0,
  initial_modules text[] not null default '{}',
  initial_fallback_handler text,
  initial_guard text,
  initial_singleton text,
  added_at timestamptz not null default now(),
  primary key (chain_id, address)
);

-- Current state of each Safe, derived from safes.initial_* + safe_events; recomputable at any time.
create table safe_states (
  chain_id text not null,
  address text not null,
  owners text[] not null, -- in getOwners() order: a newly added owner goes to the head of the list
  threshold integer not null,
  nonce numeric(78, 0) not null, -- next nonce to execute
  modules text[] not null default '{}', -- in getModulesPaginated() order (new module at the head)
  guard text, -- null when unset (0x0)
  fallback_handler text, -- null when unset (0x0)
  singleton text, -- master copy
  version text, -- of the singleton, null if unknown
  updated_block bigint not null,
  primary key (chain_id, address),
  foreign key (chain_id, address) references safes (chain_id, address) on delete cascade
);
-- GET /owners/{address}/safes
create index safe_states_owners_idx on safe_states using gin (owners);

-- Raw decoded events emitted by indexed Safes (and their creation): the source of truth replayed after reorgs.
-- args is the viem-decoded argument object with bigints as decimal strings and addresses checksummed.
create table safe_events (
  chain_id text not null,
  block_number bigint not null,
  log_index integer not null,
  block_hash text not null,
  tx_hash text not null,
  tx_index integer not null,
  safe text not null,
  event text not null, -- 'SafeSetup' | 'AddedOwner' | 'SafeMultiSigTransaction' | ... | 'SignMsg' | 'ChangedMasterCopy'
  args jsonb not null,
  primary key (chain_id, block_number, log_index)
);
create index safe_events_safe_idx on safe_events (chain_id, safe, block_number, log_index);
create index safe_events_event_idx on safe_events (chain_id, event, safe);

-- Multisig transactions: off-chain proposals and/or their on-chain execution, one row per safeTxHash.
--   source 'offchain': proposed through the API (execution columns filled in when the indexer sees it executed;
--                      a reorg only clears the execution columns).
--   source 'onchain':  first seen executed on chain without a proposal (deleted if the execution is reorged out).
create table multisig_transactions (
  chain_id text not null,
  safe_tx_hash text not null,
  safe text not null,
  "to" text not null,
  value numeric(78, 0) not null,
  data text not null, -- '0x' when empty
  operation smallint not null check (operation in (0, 1)),
  safe_tx_gas numeric(78, 0) not null,
  base_gas numeric(78, 0) not null,
  gas_price numeric(78, 0) not null,
  gas_token text not null,
  refund_receiver text not null,
  nonce numeric(78, 0) not null,
  source text not null default 'offchain' check (source in ('offchain', 'onchain')),
  proposer text, -- sender of the proposal (the delegator when a delegate proposed); null for 'onchain' rows
  proposed_by_delegate text,
  origin text, -- free text from the client, by convention JSON {"url","name"} of the Safe App
  trusted boolean not null default false, -- has at least one owner signature (or was executed)
  submitted_at timestamptz not null default now(),
  modified_at timestamptz not null default now(),
  -- execution (all null while queued)
  tx_hash text,
  block_number bigint,
  block_hash text,
  log_index integer, -- of the SafeMultiSigTransaction event
  executor text, -- msg.sender of execTransaction (from additionalInfo)
  is_successful boolean, -- false after ExecutionFailure (inner call failed with safeTxGas or gasPrice set)
  executed_at timestamptz,
  signatures text, -- the signatures bytes passed to execTransaction
  confirmations_required integer, -- threshold in force at execution (from additionalInfo)
  payment numeric(78, 0), -- refund paid by the Safe (ExecutionSuccess/Failure.payment)
  gas_used numeric(78, 0), -- of the whole Ethereum transaction
  fee numeric(78, 0), -- gas_used * effectiveGasPrice of the whole Ethereum transaction
  primary key (chain_id, safe_tx_hash)
);
-- queue: not executed, by nonce then submission
create index multisig_transactions_queue_idx on multisig_transactions (chain_id, safe, nonce, submitted_at)
  where block_number is null;
-- history: executed, newest first
create index multisig_transactions_history_idx on multisig_transactions (chain_id, safe, executed_at desc)
  where block_number is not null;
create index multisig_transactions_tx_hash_idx on multisig_transactions (chain_id, tx_hash);
-- a Safe executes each nonce at most once
create unique index multisig_transactions_executed_nonce_idx on multisig_transactions (chain_id, safe, nonce)
  where block_number is not null;

-- Owner confirmations of a safeTxHash, one per owner. No foreign key: an on-chain approveHash may precede any
-- proposal of that hash.
--   signature_type: 'EOA' | 'ETH_SIGN' | 'APPROVED_HASH' | 'CONTRACT_SIGNATURE' (protocol SignatureKind).
--   source 'offchain': submitted through the API; 'onchain': parsed from executed signatures or an ApproveHash
--   event (block_number set; deleted on reorg). An off-chain row for the same owner wins (indexer does nothing).
create table multisig_confirmations (
  chain_id text not null,
  safe_tx_hash text not null,
  owner text not null,
  safe text not null,
  signature text, -- the owner's encoded signature (static part + dynamic part for contracts); null for approveHash
  signature_type text not null check (signature_type in ('EOA', 'ETH_SIGN', 'APPROVED_HASH', 'CONTRACT_SIGNATURE')),
  source text not null default 'offchain' check (source in ('offchain', 'onchain')),
  submitted_at timestamptz not null default now(),
  block_number bigint,
  tx_hash text,
  primary key (chain_id, safe_tx_hash, owner)
);
create index multisig_confirmations_safe_idx on multisig_confirmations (chain_id, safe);

-- Transactions executed through an enabled module (SafeModuleTransaction + ExecutionFromModuleSuccess/Failure).
create table module_transactions (
  chain_id text not null,
  block_number bigint not null,
  log_index integer not null, -- of the SafeModuleTransaction event
  block_hash text not null,
  tx_hash text not null,
  safe text not null,
  module text not null,
  "to" text not null,
  value numeric(78, 0) not null,
  data text not null,
  operation smallint not null check (operation in (0, 1)),
  is_successful boolean not null,
  executed_at timestamptz not null,
  primary key (chain_id, block_number, log_index)
);
create index module_transactions_history_idx on module_transactions (chain_id, safe, executed_at desc);
create index module_transactions_tx_hash_idx on module_transactions (chain_id, tx_hash);

-- Value moved to or from an indexed Safe; one row per (Safe, log), so a transfer between two indexed Safes appears
-- once for each.
--   type 'ETHER':  incoming from SafeReceived (log_index = that log), or outgoing synthesised from a
--                  SafeMultiSigTransaction with value > 0 and empty data (log_index = that log, synthetic = true).
--   type 'ERC20':  Transfer log with 3 topics (value in data); 'ERC721': Transfer with 4 topics (token_id = topic3).
create table transfers (
  chain_id text not null,
  safe text not null,
  block_number bigint not null,
  log_index integer not null,
  block_hash text not null,
  tx_hash text not null,
  type text not null check (type in ('ETHER', 'ERC20', 'ERC721')),
  direction text not null check (direction in ('INCOMING', 'OUTGOING')), -- seen from `safe`
  synthetic boolean not null default false,
  token_address text, -- null for ETHER
  "from" text not null,
  "to" text not null,
  value numeric(78, 0), -- null for ERC721
  token_id numeric(78, 0), -- ERC721 only
  executed_at timestamptz not null,
  primary key (chain_id, safe, block_number, log_index)
);
create index transfers_history_idx on transfers (chain_id, safe, executed_at desc);
create index transfers_tx_hash_idx on transfers (chain_id, tx_hash);
create index transfers_token_idx on transfers (chain_id, safe, type, token_address);

-- Token metadata, read from the chain once when a token first moves to or from an indexed Safe. Reads that fail are
-- stored as null (type 'UNKNOWN' when neither ERC20 nor ERC721 could be told). Not chain-derived in the reorg sense.
create table tokens (
  chain_id text not null,
  address text not null,
  type text not null check (type in ('ERC20', 'ERC721', 'UNKNOWN')),
  name text,
  symbol text,
  decimals integer,
  logo_uri text,
  trusted boolean not null default false, -- from ChainConfig.trustedTokens
  fetched_at timestamptz not null default now(),
  primary key (chain_id, address)
);
