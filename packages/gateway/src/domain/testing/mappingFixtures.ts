import { createSafeTx } from '@strongroom/protocol'
import { type Address, getAddress, type Hex } from 'viem'
import { createAddressInfoResolver } from '../address-info/AddressInfoResolver'
import { createCallDataDecoder } from '../data-decoder/createCallDataDecoder'
import { builtInAbis } from '../data-decoder/knownAbis'
import type { SafeAppsRegistry } from '../safe-apps/safeAppsConfigSchema'
import type { SafeState } from '../safes/SafeState'
import type { TokenRecord } from '../tokens/TokenRecord'
import type { MultisigTransactionRecord } from '../transactions/load/MultisigTransactionRecord'
import type { TransactionMappingContext } from '../transactions/map/TransactionMappingContext'

/** Fixed addresses for mapper tests (anvil's first dev accounts and two made-up contracts). */
export const fixtureAddresses = {
  safe: getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3'),
  owner1: getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'),
  owner2: getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8'),
  owner3: getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'),
  stranger: getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906'),
  erc20: getAddress('0x1111111111111111111111111111111111111111'),
  erc721: getAddress('0x2222222222222222222222222222222222222222'),
} as const

/** A 2-of-3 Safe at nonce 1. */
export function fixtureSafe(overrides: Partial<SafeState> = {}): SafeState {
  const { safe, owner1, owner2, owner3 } = fixtureAddresses
  return {
    address: safe,
    owners: [owner1, owner2, owner3],
    threshold: 2,
    nonce: 1n,
    modules: [],
    guard: null,
    fallbackHandler: null,
    singleton: null,
    version: '1.4.1',
    ...overrides,
  }
}

/** Token metadata for the fixture ERC-20 ("Demo USD", 6 decimals, trusted) and ERC-721 ("Keys"). */
export function fixtureTokens(): Map<Address, TokenRecord> {
  const { erc20, erc721 } = fixtureAddresses
  return new Map<Address, TokenRecord>([
    [
      erc20,
      { address: erc20, type: 'ERC20', name: 'Demo USD', symbol: 'dUSD', decimals: 6, logoUri: null, trusted: true },
    ],
    [
      erc721,
      { address: erc721, type: 'ERC721', name: 'Keys', symbol: 'KEY', decimals: null, logoUri: null, trusted: false },
    ],
  ])
}

/** A registry with one app on chain 1337, served from https://apps.example.org. */
export function fixtureSafeApps(): SafeAppsRegistry {
  return {
    webBaseUrl: null,
    apps: [
      {
        id: 7,
        url: 'https://apps.example.org/batch/',
        name: 'Batch sender',
        iconUrl: 'https://apps.example.org/batch/icon.svg',
        description: 'Sends several transfers at once.',
        chainIds: ['1337'],
        provider: null,
        accessControl: { type: 'NO_RESTRICTIONS' },
        tags: [],
        features: ['BATCHED_TRANSACTIONS'],
        developerWebsite: null,
        socialProfiles: [],
      },
    ],
  }
}

/** A mapping context over the fixture Safe and tokens with the built-in ABIs. */
export function fixtureContext(safe: SafeState = fixtureSafe()): TransactionMappingContext {
  const tokens = fixtureTokens()
  return {
    chainId: '1337',
    safe,
    addressInfo: createAddressInfoResolver(tokens),
    tokens,
    decoder: createCallDataDecoder(builtInAbis),
    safeApps: fixtureSafeApps(),
  }
}

/** A queued multisig transaction of the fixture Safe; override any field. */
export function fixtureMultisigTransaction(
  overrides: Partial<MultisigTransactionRecord> = {},
): MultisigTransactionRecord {
  return {
    safe: fixtureAddresses.safe,
    safeTxHash: `0x${'ab'.repeat(32)}` as Hex,
    ...createSafeTx({ to: fixtureAddresses.stranger, nonce: 1n }),
    proposer: fixtureAddresses.owner1,
    proposedByDelegate: null,
    origin: null,
    trusted: true,
    submittedAt: new Date('2024-03-01T10:00:00Z'),
    modifiedAt: new Date('2024-03-01T10:00:00Z'),
    execution: null,
    confirmations: [],
    ...overrides,
  }
}
