-- Strongroom gateway schema: the history backfill of Safes added by address (docs/rpc-providers.md §5). Conventions as
-- in 001_init.sql.
--
-- A Safe added by address is followed by the chain's main loop from `top_block + 1` on as soon as it is added; its older
-- history is read backwards, newest first, in windows. Each window's rows are written in the transaction that moves
-- `complete_from` down to the window's first block, so a restart resumes at the cursor and nothing is read twice. The
-- row goes with its Safe (a reorg that forgets the Safe forgets its backfill; the Safe is added again).
create table safe_backfills (
  chain_id text not null,
  address text not null,
  -- the newest block the backfill reads: the indexed head when the Safe was added
  top_block bigint not null,
  -- the oldest block it would read: the chain's start block
  floor_block bigint not null,
  -- history is complete from this block up to the head (top_block + 1 before the first window)
  complete_from bigint not null,
  -- the timestamp of block complete_from (null before the first window)
  complete_from_time timestamptz,
  -- true once the Safe's creation (or floor_block) was reached
  complete boolean not null default false,
  -- served first when higher: a signed-in owner's Safe (1) before an anonymous client's (0)
  priority smallint not null default 0,
  added_at timestamptz not null default now(),
  primary key (chain_id, address),
  foreign key (chain_id, address) references safes (chain_id, address) on delete cascade,
  check (complete_from <= top_block + 1)
);

create index safe_backfills_pending on safe_backfills (chain_id, priority desc, complete_from desc) where not complete;
