import type { Account, Address, Chain, Hex, HttpTransport, PublicClient, TestClient, WalletClient } from 'viem'
import type { AnvilExit } from '../anvil/spawnAnvil'
import type { DemoAssets } from '../demo/DemoAssets'
import type { DevnetEns } from '../ens/DevnetEns'
import type { SafeContractsDeployment } from '../safe/deploySafeContracts'
import type { DevAccount } from './devAccounts'
import type { AccountRef } from './resolveAccount'

export type DevnetPublicClient = PublicClient<HttpTransport, Chain>
export type DevnetWalletClient = WalletClient<HttpTransport, Chain, Account>
export type DevnetTestClient = TestClient<'anvil', HttpTransport, Chain>

/** Clients and helpers for an anvil node reachable over HTTP; what every devnet helper needs. */
export interface DevnetConnection {
  rpcUrl: string
  chainId: number
  chain: Chain
  /** anvil's ten default accounts (public keys, 10,000 ETH each at genesis). */
  accounts: readonly DevAccount[]
  /** Reads, with `pollingInterval: 50` (receipts in milliseconds, not viem’s default 4 s) and no block-number cache. */
  publicClient: DevnetPublicClient
  /** anvil_* / evm_* calls (snapshot, revert, mine, setBalance, impersonation…). */
  testClient: DevnetTestClient
  /** A wallet client for a dev account index (default 0), an address anvil can sign for, or any viem account. */
  walletClient(account?: AccountRef): DevnetWalletClient
  /** `evm_snapshot`: the id to pass to {@link revert}. */
  snapshot(): Promise<Hex>
  /** `evm_revert`: back to the snapshot `id` (which is consumed, as anvil does). */
  revert(id: Hex): Promise<void>
  /** Mines `blocks` empty blocks (default 1). */
  mine(blocks?: number): Promise<void>
}

/** A devnet started by {@link startDevnet}: it owns the anvil process. */
export interface Devnet extends DevnetConnection {
  /** pid of the anvil process. */
  pid: number
  /** Settles when anvil exits: after {@link stop}, or early if it crashed or was killed from outside. */
  exited: Promise<AnvilExit>
  /** What `deploySafeContracts` did at start (absent with `deploy: false`). */
  safeContracts?: SafeContractsDeployment
  /** Demo tokens and NFT collection (absent with `demo: false`). */
  demo?: DemoAssets
  /** ENS and its demo names (absent with `ens: false`). */
  ens?: DevnetEns
  /** The Allowance module (spending limits; docs/spending-limits.md), deployed with the Safe contracts. */
  allowanceModule?: Address
  /**
   * With `statePath`: whether the chain came from its state file, from the kept earlier copy (the state file was
   * damaged; it was moved to `<statePath>.broken`), or started new. Always 'none' without `statePath`.
   */
  stateLoadedFrom: 'none' | 'state' | 'previous'
  /** Saves the chain to `statePath` now (no-op without one); it is also saved every few seconds and on stop. */
  saveState(): Promise<void>
  /** Saves the state (with `statePath`), then stops anvil (SIGTERM, then SIGKILL after a grace period). Idempotent. */
  stop(): Promise<void>
}
