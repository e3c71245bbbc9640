import type { DataDecoded } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import type { AddressInfoResolver } from '../../address-info/AddressInfoResolver'
import type { CallDataDecoder } from '../../data-decoder/createCallDataDecoder'
import type { SafeAppsRegistry } from '../../safe-apps/safeAppsConfigSchema'
import type { SafeState } from '../../safes/SafeState'
import type { TokenRecord } from '../../tokens/TokenRecord'

/** Everything the pure transaction mappers need besides the transaction itself. */
export type TransactionMappingContext = {
  chainId: string
  /** The Safe state statuses and signer lists are computed against. */
  safe: SafeState
  addressInfo: AddressInfoResolver
  /** Token metadata for the addresses the transactions touch. */
  tokens: ReadonlyMap<Address, TokenRecord>
  decoder: CallDataDecoder
  /** Names the Safe App a multisig transaction came from (its `origin`). */
  safeApps: SafeAppsRegistry
}

/** `data` decoded with the chain's ABIs (token ABIs picked by the token type of `to`), or null. */
export function decodeCall(context: TransactionMappingContext, data: Hex, to: Address): DataDecoded | null {
  if (data === '0x') return null
  const result = context.decoder.decode(data, { to, tokenTypeOf: (address) => context.tokens.get(address)?.type })
  return result.ok ? result.dataDecoded : null
}
