import { type Address, type Hash, parseEther, zeroAddress } from 'viem'
import type { SafeTx } from '../safe/SafeTx'

/** A SafeTx with the domain separator and safeTxHash a real Safe contract computed for it. */
export interface SafeTxVector {
  name: string
  chainId: number
  safeAddress: Address
  tx: SafeTx
  domainSeparator: Hash | null
  safeTxHash: Hash
}

/** A message with the SafeMessage hash a real Safe's fallback handler computed for it. */
export interface SafeMessageVector {
  name: string
  chainId: number
  safeAddress: Address
  message: string
  messageHash: Hash
}

const oneEtherToAccount1: SafeTx = {
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: parseEther('1'),
  data: '0x',
  operation: 0,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: zeroAddress,
  refundReceiver: zeroAddress,
  nonce: 0n,
}

/**
 * Hashes read from Safe contracts on anvil: `getTransactionHash` and `domainSeparator` of a GnosisSafe 1.3.0 (L1) and
 * a SafeL2 1.5.0 proxy on chain 1337, and the verified vector of docs/indexing.md §2.1 on chain 31337. From 1.3.0 on
 * the domain holds the chain id and the SafeTx type is the same, so one hashing rule must give all three. Shared by
 * the packages' tests so each checks its own hashing against what the contracts say.
 */
export const safeTxVectors: readonly SafeTxVector[] = [
  {
    name: 'Safe 1.3.0 (L1), chain 1337, nonce 7',
    chainId: 1337,
    safeAddress: '0xF161506Bf7293443bb041212F80ab2f17d42BE9c',
    tx: { ...oneEtherToAccount1, nonce: 7n },
    domainSeparator: '0x9a8c03e6572b7f93c8a8368524cc0db942d3300b84147c0578643dfbf919d8e1',
    safeTxHash: '0x88c33ee8b6fa2b72eb63bac6f943dd1e730693ab21b773d5aa5c5033afd5becf',
  },
  {
    name: 'SafeL2 1.5.0, chain 1337, nonce 7',
    chainId: 1337,
    safeAddress: '0x597F51CE9D4E1F5f1a5B72b37E1C66535e0539FF',
    tx: { ...oneEtherToAccount1, nonce: 7n },
    domainSeparator: '0xc7ab9c80981b51c53124571eb430486429e91b8cba49d7ed7a9416b0a3b056d5',
    safeTxHash: '0xc0d63cc636d4e878b7a4bac69ed52593cdce7e6c027369927729131040a21142',
  },
  {
    name: 'anvil vector of docs/indexing.md §2.1, chain 31337',
    chainId: 31337,
    safeAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tx: oneEtherToAccount1,
    domainSeparator: null,
    safeTxHash: '0xfcc7ba7a6324b933d9eb73c4b84b704fe7c9ba8b35a16d47c0bdaf5aeaed4c50',
  },
]

/** `getMessageHashForSafe` of the CompatibilityFallbackHandler on anvil (docs/indexing.md §2.2). */
export const safeMessageVectors: readonly SafeMessageVector[] = [
  {
    name: '"Hello Safe", chain 31337',
    chainId: 31337,
    safeAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    message: 'Hello Safe',
    messageHash: '0x9f7e97832172a2c68b3779d315310aa57005437374ce714f432b70d248afa6b8',
  },
]
