-- Strongroom gateway schema: assets (balances need no table: they are read from the chain per block).
--
-- ERC-721 metadata documents, fetched once per (token, id) from its tokenURI and kept. Not chain-derived in the reorg
-- sense: a tokenURI answer does not belong to a block. A failure is stored too (metadata null, error set) so a broken
-- or slow URI is not fetched on every request; it is tried again once fetched_at is older than the configured delay.
create table collectible_metadata (
  chain_id text not null,
  address text not null, -- the ERC-721 contract, checksummed
  token_id numeric(78, 0) not null,
  uri text, -- what tokenURI(id) returned; null when the call reverted
  metadata jsonb, -- the JSON object the URI held; null when it could not be had
  error text, -- why metadata is null (MetadataFailure reason), null on success
  fetched_at timestamptz not null default now(),
  primary key (chain_id, address, token_id),
  check ((metadata is null) <> (error is null))
);
