import type { Address, Hash, Hex } from 'viem'

/**
 * Arguments of the events the indexer stores, in JSON-safe form (uint256 as decimal strings, addresses checksummed,
 * bytes as hex): the shape of `safe_events.args`, used unchanged for live processing and for replays.
 */
export type SafeEventArgs = {
  SafeSetup: {
    initiator: Address
    owners: Address[]
    threshold: string
    initializer: Address
    fallbackHandler: Address
  }
  ProxyCreation: { proxy: Address; singleton: Address }
  /** Safe 1.5.0 factories emit it after ProxyCreation from `createProxyWithNonceL2`, with the setup calldata. */
  ProxyCreationL2: { proxy: Address; singleton: Address; initializer: Hex; saltNonce: string }
  ChainSpecificProxyCreationL2: {
    proxy: Address
    singleton: Address
    initializer: Hex
    saltNonce: string
    chainId: string
  }
  AddedOwner: { owner: Address }
  RemovedOwner: { owner: Address }
  ChangedThreshold: { threshold: string }
  EnabledModule: { module: Address }
  DisabledModule: { module: Address }
  ChangedFallbackHandler: { handler: Address }
  ChangedGuard: { guard: Address }
  /** Safe 1.5.0: the guard of module transactions (setModuleGuard). */
  ChangedModuleGuard: { moduleGuard: Address }
  /** Emitted in the Safe's context by SafeMigration / SafeToL2Migration (delegatecall). */
  ChangedMasterCopy: { singleton: Address }
  SafeMultiSigTransaction: {
    to: Address
    value: string
    data: Hex
    operation: number
    safeTxGas: string
    baseGas: string
    gasPrice: string
    gasToken: Address
    refundReceiver: Address
    signatures: Hex
    /** abi.encode(nonce, msg.sender, threshold), emitted before the nonce increment. */
    additionalInfo: Hex
  }
  /**
   * `nonce` is ours: the nonce an execution of an L1-singleton Safe consumed, read from the chain when the range was
   * fetched (docs/indexing.md §3.7); absent when SafeMultiSigTransaction gives it, or when the chain could not say.
   */
  ExecutionSuccess: { txHash: Hash; payment: string; nonce?: string }
  ExecutionFailure: { txHash: Hash; payment: string; nonce?: string }
  SafeModuleTransaction: { module: Address; to: Address; value: string; data: Hex; operation: number }
  ExecutionFromModuleSuccess: { module: Address }
  ExecutionFromModuleFailure: { module: Address }
  ApproveHash: { approvedHash: Hash; owner: Address }
  SignMsg: { msgHash: Hash }
  SafeReceived: { sender: Address; value: string }
}

export type SafeEventName = keyof SafeEventArgs

/** Where a log sits on the chain. */
export type LogPosition = {
  blockNumber: number
  blockHash: Hash
  txHash: Hash
  txIndex: number
  logIndex: number
}

/** A decoded log of a Safe (or of the factory, for ProxyCreation); `address` is the emitter. */
export type SafeEvent = {
  [K in SafeEventName]: LogPosition & { address: Address; event: K; args: SafeEventArgs[K] }
}[SafeEventName]

/** Narrows a SafeEvent union to one event name. */
export type SafeEventOf<K extends SafeEventName> = Extract<SafeEvent, { event: K }>

/** An ERC-20 (3 topics) or ERC-721 (4 topics) Transfer log. */
export type TokenTransferLog = LogPosition & {
  token: Address
  type: 'ERC20' | 'ERC721'
  from: Address
  to: Address
  /** ERC-20 amount. */
  value: string | null
  /** ERC-721 token id. */
  tokenId: string | null
}
