-- Strongroom gateway schema: executions of Safes on the L1 singletons (docs/indexing.md §3.7). Conventions as in
-- 001_init.sql.
--
-- An L1 Safe emits no SafeMultiSigTransaction / SafeModuleTransaction: the indexer reads what was executed from the
-- calldata of the executing transaction, or from one trace of it. When neither is possible (the node cannot trace, the
-- trace does not explain the log, the calldata does not hash to the log's safeTxHash) the execution is still a fact:
-- the row keeps what the logs prove (safeTxHash, transaction, result, the nonce read from the chain) and leaves the
-- transaction's fields null, with `details_unavailable` saying why. Nothing it does not know is stored.
--   details_unavailable: 'no-tracing' | 'not-in-trace' | 'hash-mismatch'; null when the fields are known.

alter table multisig_transactions
  alter column "to" drop not null,
  alter column value drop not null,
  alter column data drop not null,
  alter column operation drop not null,
  alter column safe_tx_gas drop not null,
  alter column base_gas drop not null,
  alter column gas_price drop not null,
  alter column gas_token drop not null,
  alter column refund_receiver drop not null,
  add column details_unavailable text
    check (details_unavailable in ('no-tracing', 'not-in-trace', 'hash-mismatch')),
  -- Fields are either all known or all unknown (then the reason says why).
  add constraint multisig_transactions_details_check check (
    (details_unavailable is null) = ("to" is not null and value is not null and data is not null
      and operation is not null and safe_tx_gas is not null and base_gas is not null and gas_price is not null
      and gas_token is not null and refund_receiver is not null)
  );

alter table module_transactions
  alter column "to" drop not null,
  alter column value drop not null,
  alter column data drop not null,
  alter column operation drop not null,
  add column details_unavailable text check (details_unavailable in ('no-tracing', 'not-in-trace')),
  add constraint module_transactions_details_check check (
    (details_unavailable is null) = ("to" is not null and value is not null and data is not null
      and operation is not null)
  );

-- Outgoing native coin read from a decoded execution can be several transfers of one log (a MultiSend batch); they
-- are told apart by their position in the batch (0 for everything else).
alter table transfers add column position integer not null default 0;
alter table transfers drop constraint transfers_pkey;
alter table transfers add primary key (chain_id, safe, block_number, log_index, position);
