-- Strongroom gateway schema: off-chain Safe messages (EIP-1271), delegates, push-notification devices and their outbox.
-- Conventions as in 001_init.sql: checksummed addresses, lowercase hex, chain_id as decimal text. Every table here holds
-- off-chain data from API users: nothing is chain-derived, so reorgs never touch these rows.

-- Off-chain messages a Safe's owners sign (transaction service SafeMessage). message_hash is the SafeMessage hash under
-- the Safe's EIP-712 domain, so it is unique per chain (it commits to the Safe address and the chain id).
create table safe_messages (
  chain_id text not null,
  message_hash text not null,
  safe text not null,
  message jsonb not null, -- a JSON string (text message) or the EIP-712 typed data object, as proposed
  safe_app_id integer,
  origin text,
  proposed_by text not null,
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now(), -- bumped by each confirmation; feeds SafeInfo.messagesTag
  primary key (chain_id, message_hash)
);
create index safe_messages_safe_idx on safe_messages (chain_id, safe, created_at desc);

-- One signature per owner and message. Rows of owners removed since are kept but ignored when read: status and
-- preparedSignature use the Safe's current owners and threshold.
--   signature_type: protocol SignatureKind; signature: that owner's entry as recoverSafeSignatures encodes it.
create table safe_message_confirmations (
  chain_id text not null,
  message_hash text not null,
  owner text not null,
  signature text not null,
  signature_type text not null check (signature_type in ('EOA', 'ETH_SIGN', 'APPROVED_HASH', 'CONTRACT_SIGNATURE')),
  created_at timestamptz not null default now(),
  primary key (chain_id, message_hash, owner),
  foreign key (chain_id, message_hash) references safe_messages (chain_id, message_hash) on delete cascade
);

-- Addresses allowed to propose (never confirm) transactions for a delegator owner (docs/indexing.md §4.3).
--   safe null: every Safe the delegator owns. A row whose delegator is no longer an owner of its Safe is ignored.
create table delegates (
  chain_id text not null,
  safe text,
  delegate text not null,
  delegator text not null,
  label text not null check (char_length(label) between 1 and 50),
  expiry_date timestamptz, -- null: never lapses
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now(),
  constraint delegates_unique unique nulls not distinct (chain_id, safe, delegate, delegator)
);
create index delegates_delegate_idx on delegates (chain_id, delegate);
create index delegates_delegator_idx on delegates (chain_id, delegator);

-- Devices that receive push notifications (transaction service FirebaseDevice). uuid is chosen by the client;
-- cloud_messaging_token is the push address (FCM/APNs token, or a Web Push subscription JSON for WEB devices).
create table notification_devices (
  uuid text primary key,
  cloud_messaging_token text not null unique,
  build_number text not null,
  bundle text not null,
  device_type text not null check (device_type in ('ANDROID', 'IOS', 'WEB')),
  version text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Which Safes a device follows, per chain; replaced per chain by each registration.
create table notification_subscriptions (
  device_uuid text not null references notification_devices (uuid) on delete cascade,
  chain_id text not null,
  safe text not null,
  primary key (device_uuid, chain_id, safe)
);
create index notification_subscriptions_safe_idx on notification_subscriptions (chain_id, safe);

-- Owners whose signature registered a device on a chain (they authorised it to follow their Safes).
create table notification_device_owners (
  device_uuid text not null references notification_devices (uuid) on delete cascade,
  chain_id text not null,
  owner text not null,
  primary key (device_uuid, chain_id, owner)
);

-- One pending or delivered notification per device and event. A delivery adapter (Web Push, …) drains the rows it can
-- send; without one the rows stay pending. The same event recorded twice (a replay after a reorg, a retried request)
-- hits the unique index and is dropped.
--   type: PENDING_MULTISIG_TRANSACTION | NEW_CONFIRMATION | EXECUTED_MULTISIG_TRANSACTION | INCOMING_ETHER |
--         INCOMING_TOKEN | MESSAGE_CREATED | MESSAGE_CONFIRMATION
create table notification_outbox (
  id bigint generated always as identity primary key,
  device_uuid text not null references notification_devices (uuid) on delete cascade,
  chain_id text not null,
  safe text not null,
  type text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  last_attempt_at timestamptz, -- a delivery in flight or failed is retried once this is a minute old
  last_error text,
  delivered_at timestamptz
);
create unique index notification_outbox_event_idx
  on notification_outbox (device_uuid, chain_id, safe, type, md5(payload::text));
create index notification_outbox_pending_idx on notification_outbox (id) where delivered_at is null;
