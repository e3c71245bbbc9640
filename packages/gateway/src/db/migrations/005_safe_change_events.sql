-- Strongroom gateway schema: the change log of Safes that live updates (Server-Sent Events) and SafeInfo tags read.
-- Conventions as in 001_init.sql. Written only by domain/events/publishSafeChange, inside the transaction that makes the
-- change, so a change is logged exactly when it commits.

-- One row per committed change of a Safe's data. Writers take a transaction-level advisory lock before inserting, so
-- ids become visible in id order: a client that saw id n has seen every change with a smaller id (resume by id).
--   kinds: what to reload, a subset of queue | history | balances | collectibles | messages | safe.
--   reason: proposal | confirmation | execution | module-transaction | incoming-transfer | outgoing-transfer |
--           settings | creation | message | message-confirmation | delegates | reorg (the most telling one).
-- Rows are pruned after a retention period (domain/events/pruneSafeChangeEvents); safe_change_retention remembers the
-- highest pruned id, so a resume from an older id is told to reload everything.
create table safe_change_events (
  id bigint generated always as identity primary key,
  chain_id text not null,
  safe text not null,
  kinds text[] not null check (
    cardinality(kinds) > 0
    and kinds <@ array['queue', 'history', 'balances', 'collectibles', 'messages', 'safe']::text[]
  ),
  reason text not null,
  created_at timestamptz not null default now()
);
create index safe_change_events_safe_idx on safe_change_events (chain_id, safe, id);
create index safe_change_events_created_idx on safe_change_events (created_at);

create table safe_change_retention (
  singleton boolean primary key default true check (singleton),
  pruned_through bigint not null default 0
);
insert into safe_change_retention default values;

-- SafeInfo tags per Safe and kind (docs/gateway-api.md §4.1): epoch seconds as clients expect, but raised by at least one per
-- change (tag = max(now, previous + 1)), so two changes within one second still give two tags, and a Safe nothing
-- happened to keeps its tag (no row: "0") instead of CGW's ever-changing "now". Never pruned.
create table safe_change_tags (
  chain_id text not null,
  safe text not null,
  kind text not null check (kind in ('queue', 'history', 'balances', 'collectibles', 'messages', 'safe')),
  tag bigint not null,
  event_id bigint not null,
  primary key (chain_id, safe, kind)
);

-- Databases that already hold data start with tags from it (the newest time per list), as they were computed before.
insert into safe_change_tags (chain_id, safe, kind, tag, event_id)
select chain_id, safe, 'queue', floor(extract(epoch from max(modified_at)))::bigint, 0
  from multisig_transactions where block_number is null group by chain_id, safe;

insert into safe_change_tags (chain_id, safe, kind, tag, event_id)
select chain_id, safe, 'history', floor(extract(epoch from max(changed_at)))::bigint, 0
  from (
    select chain_id, safe, greatest(modified_at, executed_at) as changed_at
      from multisig_transactions where block_number is not null
    union all select chain_id, safe, executed_at from module_transactions
    union all select chain_id, safe, executed_at from transfers
  ) history
 group by chain_id, safe;

insert into safe_change_tags (chain_id, safe, kind, tag, event_id)
select chain_id, safe, 'collectibles', floor(extract(epoch from max(executed_at)))::bigint, 0
  from transfers where type = 'ERC721' group by chain_id, safe;

insert into safe_change_tags (chain_id, safe, kind, tag, event_id)
select chain_id, safe, 'messages', floor(extract(epoch from max(modified_at)))::bigint, 0
  from safe_messages group by chain_id, safe;
