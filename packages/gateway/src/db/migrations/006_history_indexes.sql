-- Strongroom gateway schema: what makes a Safe's transaction history (docs/gateway-api.md §4.8) cheap to page and count.
-- Conventions as in 001_init.sql.
--
-- The history lists, newest first by (executed_at, block_number, log_index): every executed multisig transaction, every
-- module transaction, and every Ethereum transaction whose transfers touch the Safe but that neither executed one of
-- its multisig transactions nor ran one of its module transactions (domain/transactions/load/loadHistoryEntries). Building
-- that list and counting it costs O(history) per request (an aggregate with two anti-joins over all of the Safe's
-- transfers). Instead:
--   * each source has an index in history order, so a page reads only offset + limit entries of each;
--   * the transfer-only transactions are kept in safe_history_transfer_txs, one row per (Safe, transaction);
--   * safe_history_counts holds the number of entries per Safe, so `count` is one primary-key read.
-- Statement-level triggers keep both tables exact inside the transaction of every change to multisig_transactions,
-- module_transactions or transfers (indexed ranges, reorg rewinds, backfills, proposals), so no writer has to know
-- about them, whatever order a range writes transfers and executions in.
--
-- Query shapes here and in loadHistoryEntries give the planner a single usable index even without statistics: PGlite
-- has no autovacuum, so until someone runs ANALYZE it rates `safe = $n` as matching about one row and picks any index
-- that starts with (chain_id, safe), even when that means walking all of the Safe's rows. Hence the page indexes on
-- the expression chain_id || ':' || safe, and the lookups by (chain_id, tx_hash) in subqueries that `offset 0` keeps
-- the Safe condition out of.

-- Executed multisig transactions of a Safe in history order (replaces 001's index on executed_at alone).
drop index multisig_transactions_history_idx;
create index multisig_transactions_history_idx
  on multisig_transactions ((chain_id || ':' || safe), executed_at desc, block_number desc, log_index desc)
  where block_number is not null;
-- Module transactions of a Safe in history order, which is also the module-transactions list's order.
drop index module_transactions_history_idx;
create index module_transactions_history_idx
  on module_transactions (chain_id, safe, executed_at desc, block_number desc, log_index desc);

-- One row per transfer-only history entry, with the key it sorts by: the newest time and block of the transaction's
-- transfers to or from the Safe and the first of their logs.
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
  on safe_history_transfer_txs ((chain_id || ':' || safe), executed_at desc, block_number desc, log_index desc);

-- Number of history entries per Safe (executed multisig + module + transfer-only transactions); no row means 0.
create table safe_history_counts (
  chain_id text not null,
  safe text not null,
  entries bigint not null,
  primary key (chain_id, safe)
);

-- Recomputes the transfer-only entries of the (chain_ids[i], safes[i], tx_hashes[i]) keys from the tables as they are
-- now and moves the counts by the difference (idempotent). For changes that can turn entries off as well as on.
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
    select k.chain_id, k.tx_hash, k.safe, t.executed_at, t.block_number, t.log_index
      from keys k
     cross join lateral (
       select safe, max(executed_at) as executed_at, max(block_number) as block_number, min(log_index) as log_index
         from transfers where chain_id = k.chain_id and tx_hash = k.tx_hash group by safe offset 0
     ) t
     where t.safe = k.safe
       and not exists (select 1 from multisig_transactions m
                        where m.chain_id = k.chain_id and m.tx_hash = k.tx_hash and m.safe = k.safe)
       and not exists (select 1 from (select safe from module_transactions
                                        where chain_id = k.chain_id and tx_hash = k.tx_hash offset 0) d
                        where d.safe = k.safe)
    returning chain_id, safe
  )
  insert into safe_history_counts as c (chain_id, safe, entries)
  select chain_id, safe, count(*) from fresh group by chain_id, safe
  on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
end
$$;

-- New transfers: their transaction becomes an entry unless the Safe executed or ran it. Entries only grow here, and an
-- entry that exists already holds the aggregate of its older transfers, so the new rows are folded into it (the
-- indexer writes one transfer per statement: this is one statement).
create function safe_history_transfers_inserted() returns trigger
language plpgsql as $$
begin
  with added as (
    select chain_id, safe, tx_hash, max(executed_at) as executed_at, max(block_number) as block_number,
           min(log_index) as log_index
      from new_rows group by chain_id, safe, tx_hash
  ), entries as (
    select * from added a
     where not exists (select 1 from multisig_transactions m
                        where m.chain_id = a.chain_id and m.tx_hash = a.tx_hash and m.safe = a.safe)
       and not exists (select 1 from (select safe from module_transactions
                                        where chain_id = a.chain_id and tx_hash = a.tx_hash offset 0) d
                        where d.safe = a.safe)
  ), stored as (
    insert into safe_history_transfer_txs as h (chain_id, tx_hash, safe, executed_at, block_number, log_index)
    select chain_id, tx_hash, safe, executed_at, block_number, log_index from entries
    on conflict (chain_id, tx_hash, safe) do update
      set executed_at = greatest(h.executed_at, excluded.executed_at),
          block_number = greatest(h.block_number, excluded.block_number),
          log_index = least(h.log_index, excluded.log_index)
  )
  -- Every part of one statement reads the tables as they were before it: these entries are new.
  insert into safe_history_counts as c (chain_id, safe, entries)
  select e.chain_id, e.safe, count(*) from entries e
   where not exists (select 1 from safe_history_transfer_txs h
                      where h.chain_id = e.chain_id and h.tx_hash = e.tx_hash and h.safe = e.safe)
   group by e.chain_id, e.safe
  on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
  return null;
end
$$;

-- Removed or rewritten transfers (reorgs): their transactions are recomputed.
create function safe_history_transfers_changed() returns trigger
language plpgsql as $$
declare
  chain_ids text[];
  safes text[];
  tx_hashes text[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into chain_ids, safes, tx_hashes
      from (select chain_id, safe, tx_hash from new_rows union select chain_id, safe, tx_hash from old_rows) touched;
  else
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into chain_ids, safes, tx_hashes
      from (select distinct chain_id, safe, tx_hash from old_rows) touched;
  end if;
  perform safe_history_refresh(chain_ids, safes, tx_hashes);
  return null;
end
$$;

-- multisig_transactions: an entry per executed row (block_number set), and its tx_hash hides that transaction's
-- transfers. A proposal, a confirmation or an execution only adds: one statement. A change that takes an execution
-- away (a reorg clears tx_hash, deletes a row) recomputes the transactions it named.
create function safe_history_multisig_changed() returns trigger
language plpgsql as $$
declare
  chain_ids text[];
  safes text[];
  tx_hashes text[];
begin
  if tg_op = 'INSERT' then
    with hidden as (
      delete from safe_history_transfer_txs h using (select distinct chain_id, safe, tx_hash from new_rows) k
       where h.chain_id = k.chain_id and h.tx_hash = k.tx_hash and h.safe = k.safe
      returning h.chain_id, h.safe
    )
    insert into safe_history_counts as c (chain_id, safe, entries)
    select chain_id, safe, sum(delta) from (
      select chain_id, safe, 1 as delta from new_rows where block_number is not null
      union all select chain_id, safe, -1 from hidden
    ) changes
     group by chain_id, safe having sum(delta) <> 0
    on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
  elsif tg_op = 'UPDATE' and not exists (select 1 from old_rows where tx_hash is not null) then
    with hidden as (
      delete from safe_history_transfer_txs h using (select distinct chain_id, safe, tx_hash from new_rows) k
       where h.chain_id = k.chain_id and h.tx_hash = k.tx_hash and h.safe = k.safe
      returning h.chain_id, h.safe
    )
    insert into safe_history_counts as c (chain_id, safe, entries)
    select chain_id, safe, sum(delta) from (
      select chain_id, safe, 1 as delta from new_rows where block_number is not null
      union all select chain_id, safe, -1 from old_rows where block_number is not null
      union all select chain_id, safe, -1 from hidden
    ) changes
     group by chain_id, safe having sum(delta) <> 0
    on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
  else
    if tg_op = 'UPDATE' then
      insert into safe_history_counts as c (chain_id, safe, entries)
      select chain_id, safe, sum(delta) from (
        select chain_id, safe, 1 as delta from new_rows where block_number is not null
        union all select chain_id, safe, -1 from old_rows where block_number is not null
      ) changes
       group by chain_id, safe having sum(delta) <> 0
      on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
      select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into chain_ids, safes, tx_hashes
        from (select chain_id, safe, tx_hash from new_rows where tx_hash is not null
              union select chain_id, safe, tx_hash from old_rows where tx_hash is not null) touched;
    else
      insert into safe_history_counts as c (chain_id, safe, entries)
      select chain_id, safe, -count(*) from old_rows where block_number is not null group by chain_id, safe
      on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
      select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into chain_ids, safes, tx_hashes
        from (select distinct chain_id, safe, tx_hash from old_rows where tx_hash is not null) touched;
    end if;
    perform safe_history_refresh(chain_ids, safes, tx_hashes);
  end if;
  return null;
end
$$;

-- module_transactions: an entry per row, and its tx_hash hides that transaction's transfers. Inserts only add (one
-- statement); updates and deletes (reorgs) recompute the transactions they named.
create function safe_history_module_changed() returns trigger
language plpgsql as $$
declare
  chain_ids text[];
  safes text[];
  tx_hashes text[];
begin
  if tg_op = 'INSERT' then
    with hidden as (
      delete from safe_history_transfer_txs h using (select distinct chain_id, safe, tx_hash from new_rows) k
       where h.chain_id = k.chain_id and h.tx_hash = k.tx_hash and h.safe = k.safe
      returning h.chain_id, h.safe
    )
    insert into safe_history_counts as c (chain_id, safe, entries)
    select chain_id, safe, sum(delta) from (
      select chain_id, safe, 1 as delta from new_rows
      union all select chain_id, safe, -1 from hidden
    ) changes
     group by chain_id, safe having sum(delta) <> 0
    on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
    return null;
  end if;
  if tg_op = 'UPDATE' then
    insert into safe_history_counts as c (chain_id, safe, entries)
    select chain_id, safe, sum(delta) from (
      select chain_id, safe, 1 as delta from new_rows
      union all select chain_id, safe, -1 from old_rows
    ) changes
     group by chain_id, safe having sum(delta) <> 0
    on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into chain_ids, safes, tx_hashes
      from (select chain_id, safe, tx_hash from new_rows union select chain_id, safe, tx_hash from old_rows) touched;
  else
    insert into safe_history_counts as c (chain_id, safe, entries)
    select chain_id, safe, -count(*) from old_rows group by chain_id, safe
    on conflict (chain_id, safe) do update set entries = c.entries + excluded.entries;
    select array_agg(chain_id), array_agg(safe), array_agg(tx_hash) into chain_ids, safes, tx_hashes
      from (select distinct chain_id, safe, tx_hash from old_rows) touched;
  end if;
  perform safe_history_refresh(chain_ids, safes, tx_hashes);
  return null;
end
$$;

-- Transition tables allow one event per trigger, hence three triggers per table.
create trigger safe_history_multisig_inserted after insert on multisig_transactions
  referencing new table as new_rows for each statement execute function safe_history_multisig_changed();
create trigger safe_history_multisig_updated after update on multisig_transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function safe_history_multisig_changed();
create trigger safe_history_multisig_deleted after delete on multisig_transactions
  referencing old table as old_rows for each statement execute function safe_history_multisig_changed();
create trigger safe_history_module_inserted after insert on module_transactions
  referencing new table as new_rows for each statement execute function safe_history_module_changed();
create trigger safe_history_module_updated after update on module_transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function safe_history_module_changed();
create trigger safe_history_module_deleted after delete on module_transactions
  referencing old table as old_rows for each statement execute function safe_history_module_changed();
create trigger safe_history_transfers_inserted after insert on transfers
  referencing new table as new_rows for each statement execute function safe_history_transfers_inserted();
create trigger safe_history_transfers_updated after update on transfers
  referencing old table as old_rows new table as new_rows
  for each statement execute function safe_history_transfers_changed();
create trigger safe_history_transfers_deleted after delete on transfers
  referencing old table as old_rows for each statement execute function safe_history_transfers_changed();

-- Databases that already hold history start with it.
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
