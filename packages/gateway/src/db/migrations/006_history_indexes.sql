-- Strongroom gateway schema: what makes a Safe's transaction history (gateway-api.md §4.8) cheap to page and count.
-- Conventions as in 001_init.sql.
--
-- The history lists, newest first by (executed_at, block_number, log_index): every executed multisig transaction, every
-- module transaction, and every Ethereum transaction whose transfers touch the Safe but that neither executed one of
-- its multisig transactions nor ran one of its module transactions (domain/transactions/loadHistoryEntries). Building
-- that list and counting it costs O(history) per request (an aggregate with two anti-joins over all the Safe's
-- transfers). Instead:
--   * each of the three sources has an index in history order, so a page reads only offset + limit entries of each;
--   * the transfer-only transactions are kept in safe_history_transfer_txs, one row per (Safe, transaction);
--   * safe_history_counts holds the number of entries per Safe, so `count` is one primary-key read.
-- Statement-level triggers keep both tables exact inside the transaction of every change to multisig_transactions,
-- module_transactions or transfers (the indexer's ranges, reorg rewinds, backfills, proposals): no writer has to know
-- about them. They recompute the transfer-only rows of the (chain, Safe, tx_hash) keys a statement touched from the
-- tables as they are after it, so the order in which a range writes transfers and executions does not matter.

-- History order; replace the 001 indexes, which sorted on executed_at only.
drop index multisig_transactions_history_idx;
create index multisig_transactions_history_idx
  on multisig_transactions (chain_id, safe, executed_at desc, block_number desc, log_index desc)
  where block_number is not null;
drop index module_transactions_history_idx;
create index module_transactions_history_idx
  on module_transactions (chain_id, safe, executed_at desc, block_number desc, log_index desc);
-- Also the order of the incoming-transfers list (loadTransfers).
drop index transfers_history_idx;
create index transfers_history_idx on transfers (chain_id, safe, executed_at desc, block_number desc, log_index desc);

-- The rows of given transactions of one Safe (a history page; the triggers below) by all three columns, in tx_hash
-- order: without statistics (PGlite until ANALYZE) the planner rates `safe = $n` as the most selective condition and
-- would otherwise walk every module transaction or transfer of the Safe.
drop index module_transactions_tx_hash_idx;
create index module_transactions_tx_hash_idx on module_transactions (chain_id, tx_hash, safe);
drop index transfers_tx_hash_idx;
create index transfers_tx_hash_idx on transfers (chain_id, tx_hash, safe);

-- One row per transfer-only history entry, with the key it sorts by: the newest time and block of the transaction's
-- transfers and its first log. The primary key leads with tx_hash so that it cannot compete with the history index
-- for a Safe's page (PGlite has no statistics until ANALYZE).
create table safe_history_transfer_txs (
  chain_id text not null,
  tx_hash text not null,
  safe text not null,
  executed_at timestamptz not null,
  block_number bigint not null,
  log_index integer not null,
  primary key (chain_id, tx_hash, safe)
);
create index safe_history_transfer_txs_history_idx
  on safe_history_transfer_txs (chain_id, safe, executed_at desc, block_number desc, log_index desc);

-- Number of history entries per Safe (executed multisig + module + transfer-only transactions); no row means 0.
create table safe_history_counts (
  chain_id text not null,
  safe text not null,
  entries bigint not null,
  primary key (chain_id, safe)
);

-- Adds `entries` to the counts of (chain_ids[i], safes[i]); the arrays are parallel, null when empty.
create function safe_history_add_entries(chain_ids text[], safes text[], entries bigint[]) returns void
language plpgsql as $$
begin
  if chain_ids is null then
    return;
  end if;
  insert into safe_history_counts as c (chain_id, safe, entries)
  select chain_id, safe, sum(delta) from unnest(chain_ids, safes, entries) as d(chain_id, safe, delta)
   group by chain_id, safe
  having sum(delta) <> 0
  on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
end
$$;

-- Recomputes the transfer-only entries of the (chain_ids[i], safes[i], tx_hashes[i]) keys from the tables as they are
-- now and moves the counts by the difference. Idempotent, so a key refreshed twice in one statement stays right.
create function safe_history_refresh(chain_ids text[], safes text[], tx_hashes text[]) returns void
language plpgsql as $$
begin
  if tx_hashes is null then
    return;
  end if;
  with keys as (
    select distinct chain_id, safe, tx_hash from unnest(chain_ids, safes, tx_hashes) as k(chain_id, safe, tx_hash)
  ), gone as (
    delete from safe_history_transfer_txs h using keys k
     where h.chain_id = k.chain_id and h.tx_hash = k.tx_hash and h.safe = k.safe
    returning h.chain_id, h.safe
  )
  insert into safe_history_counts as c (chain_id, safe, entries)
  select chain_id, safe, -count(*) from gone group by chain_id, safe
  on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;

  with keys as (
    select distinct chain_id, safe, tx_hash from unnest(chain_ids, safes, tx_hashes) as k(chain_id, safe, tx_hash)
  ), fresh as (
    insert into safe_history_transfer_txs (chain_id, tx_hash, safe, executed_at, block_number, log_index)
    select t.chain_id, t.tx_hash, t.safe, max(t.executed_at), max(t.block_number), min(t.log_index)
      from keys k
      join transfers t on t.chain_id = k.chain_id and t.tx_hash = k.tx_hash and t.safe = k.safe
     where not exists (select 1 from multisig_transactions m
                        where m.chain_id = k.chain_id and m.tx_hash = k.tx_hash and m.safe = k.safe)
       and not exists (select 1 from module_transactions d
                        where d.chain_id = k.chain_id and d.tx_hash = k.tx_hash and d.safe = k.safe)
     group by t.chain_id, t.tx_hash, t.safe
    returning chain_id, safe
  )
  insert into safe_history_counts as c (chain_id, safe, entries)
  select chain_id, safe, count(*) from fresh group by chain_id, safe
  on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
end
$$;

-- multisig_transactions: an entry per executed row (block_number set); its tx_hash hides that transaction's transfers.
create function safe_history_multisig_changed() returns trigger
language plpgsql as $$
declare
  chain_ids text[];
  safes text[];
  deltas bigint[];
  key_chain_ids text[];
  key_safes text[];
  key_tx_hashes text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(chain_id), array_agg(safe), array_agg(1::bigint) into chain_ids, safes, deltas
      from new_rows where block_number is not null;
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into key_chain_ids, key_safes, key_tx_hashes
      from new_rows where tx_hash is not null;
  elsif tg_op = 'UPDATE' then
    select array_agg(chain_id), array_agg(safe), array_agg(delta) into chain_ids, safes, deltas
      from (select chain_id, safe, 1::bigint as delta from new_rows where block_number is not null
            union all
            select chain_id, safe, -1::bigint from old_rows where block_number is not null) changed;
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into key_chain_ids, key_safes, key_tx_hashes
      from (select chain_id, safe, tx_hash from new_rows where tx_hash is not null
            union
            select chain_id, safe, tx_hash from old_rows where tx_hash is not null) touched;
  else
    select array_agg(chain_id), array_agg(safe), array_agg(-1::bigint) into chain_ids, safes, deltas
      from old_rows where block_number is not null;
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into key_chain_ids, key_safes, key_tx_hashes
      from old_rows where tx_hash is not null;
  end if;
  perform safe_history_add_entries(chain_ids, safes, deltas);
  perform safe_history_refresh(key_chain_ids, key_safes, key_tx_hashes);
  return null;
end
$$;

-- module_transactions: an entry per row; its tx_hash hides that transaction's transfers.
create function safe_history_module_changed() returns trigger
language plpgsql as $$
declare
  chain_ids text[];
  safes text[];
  deltas bigint[];
  key_chain_ids text[];
  key_safes text[];
  key_tx_hashes text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(chain_id), array_agg(safe), array_agg(1::bigint), array_agg(tx_hash)
      into chain_ids, safes, deltas, key_tx_hashes from new_rows;
  elsif tg_op = 'UPDATE' then
    select array_agg(chain_id), array_agg(safe), array_agg(delta), array_agg(tx_hash)
      into chain_ids, safes, deltas, key_tx_hashes
      from (select chain_id, safe, 1::bigint as delta, tx_hash from new_rows
            union all
            select chain_id, safe, -1::bigint, tx_hash from old_rows) changed;
  else
    select array_agg(chain_id), array_agg(safe), array_agg(-1::bigint), array_agg(tx_hash)
      into chain_ids, safes, deltas, key_tx_hashes from old_rows;
  end if;
  key_chain_ids := chain_ids;
  key_safes := safes;
  perform safe_history_add_entries(chain_ids, safes, deltas);
  perform safe_history_refresh(key_chain_ids, key_safes, key_tx_hashes);
  return null;
end
$$;

-- transfers: their transaction is an entry unless the Safe executed or ran it.
create function safe_history_transfers_changed() returns trigger
language plpgsql as $$
declare
  key_chain_ids text[];
  key_safes text[];
  key_tx_hashes text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into key_chain_ids, key_safes, key_tx_hashes
      from new_rows;
  elsif tg_op = 'UPDATE' then
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into key_chain_ids, key_safes, key_tx_hashes
      from (select chain_id, safe, tx_hash from new_rows union select chain_id, safe, tx_hash from old_rows) touched;
  else
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into key_chain_ids, key_safes, key_tx_hashes
      from old_rows;
  end if;
  perform safe_history_refresh(key_chain_ids, key_safes, key_tx_hashes);
  return null;
end
$$;

-- Transition tables allow one event per trigger, hence three triggers per table.
create trigger safe_history_multisig_inserted after insert on multisig_transactions
  referencing new table as new_rows for each statement execute function safe_history_multisig_changed();
create trigger safe_history_multisig_updated after update on multisig_transactions
  referencing old table as old_rows new table as new_rows for each statement execute function safe_history_multisig_changed();
create trigger safe_history_multisig_deleted after delete on multisig_transactions
  referencing old table as old_rows for each statement execute function safe_history_multisig_changed();
create trigger safe_history_module_inserted after insert on module_transactions
  referencing new table as new_rows for each statement execute function safe_history_module_changed();
create trigger safe_history_module_updated after update on module_transactions
  referencing old table as old_rows new table as new_rows for each statement execute function safe_history_module_changed();
create trigger safe_history_module_deleted after delete on module_transactions
  referencing old table as old_rows for each statement execute function safe_history_module_changed();
create trigger safe_history_transfers_inserted after insert on transfers
  referencing new table as new_rows for each statement execute function safe_history_transfers_changed();
create trigger safe_history_transfers_updated after update on transfers
  referencing old table as old_rows new table as new_rows for each statement execute function safe_history_transfers_changed();
create trigger safe_history_transfers_deleted after delete on transfers
  referencing old table as old_rows for each statement execute function safe_history_transfers_changed();

-- Databases that already hold data start with it.
insert into safe_history_transfer_txs (chain_id, tx_hash, safe, executed_at, block_number, log_index)
select t.chain_id, t.tx_hash, t.safe, max(t.executed_at), max(t.block_number), min(t.log_index)
  from transfers t
 where not exists (select 1 from multisig_transactions m
                    where m.chain_id = t.chain_id and m.tx_hash = t.tx_hash and m.safe = t.safe)
   and not exists (select 1 from module_transactions d
                    where d.chain_id = t.chain_id and d.tx_hash = t.tx_hash and d.safe = t.safe)
 group by t.chain_id, t.tx_hash, t.safe;

insert into safe_history_counts (chain_id, safe, entries)
select chain_id, safe, count(*)
  from (
    select chain_id, safe from multisig_transactions where block_number is not null
    union all select chain_id, safe from module_transactions
    union all select chain_id, safe from safe_history_transfer_txs
  ) entries
 group by chain_id, safe;
