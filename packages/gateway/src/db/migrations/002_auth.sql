-- Sign-in with Ethereum (EIP-4361) and the private data a session unlocks (address book, user settings).
--
-- An account is who signed in: (account_address, account_chain_id).
--   account_chain_id ''         an externally owned account: one private key controls the address on every chain, so
--                               its data is shared across chains.
--   account_chain_id '<chain>'  a contract account (a Safe signing through EIP-1271 / EIP-6492): its owners are per
--                               chain, so a sign-in on one chain proves nothing about the same address elsewhere.
-- Times are written by the gateway's clock (not now()) so nonce and session lifetimes follow one clock.

-- Nonces handed out by GET /v1/auth/nonce. A row is deleted when a verify names it (success or failure), so a nonce
-- works at most once even with several gateway processes on one database.
create table auth_nonces (
  nonce text primary key,
  expires_at timestamptz not null
);
create index auth_nonces_expires_idx on auth_nonces (expires_at);

-- Signed-in sessions. Only the SHA-256 of the cookie value is stored: a leaked table row cannot be replayed as a cookie.
create table auth_sessions (
  id_hash text primary key,
  address text not null,
  -- chain of the SIWE message (where a contract account's signature was checked)
  chain_id text not null,
  account_chain_id text not null check (account_chain_id = '' or account_chain_id = chain_id),
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index auth_sessions_account_idx on auth_sessions (address, account_chain_id);
create index auth_sessions_expires_idx on auth_sessions (expires_at);

-- Server-side address book of one account: names for addresses, shared by all devices that sign in as the account.
create table address_book_entries (
  account_address text not null,
  account_chain_id text not null,
  chain_id text not null,
  address text not null,
  name text not null check (char_length(name) between 1 and 50),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (account_address, account_chain_id, chain_id, address)
);

-- Preferences of one account (theme, fiat currency, hidden tokens), validated by the gateway's zod schema.
create table user_settings (
  account_address text not null,
  account_chain_id text not null,
  settings jsonb not null,
  updated_at timestamptz not null,
  primary key (account_address, account_chain_id)
);
