import { canonicalAddresses, SAFE_VERSION } from '@strongroom/protocol'
import type { Address } from 'viem'

/** A contract the gateway can name without asking anyone. */
export type KnownContract = {
  address: Address
  name: string
  /**
   * Safe to DELEGATECALL from a Safe: stateless libraries written for it (the transaction service's
   * `trustedForDelegateCall` set). Drives `trustedDelegateCallTarget` in transaction details.
   */
  trustedForDelegateCall: boolean
}

/**
 * The canonical Safe 1.4.1 deployment plus the 1.4.1 migration helpers (safe-deployments v1.4.1 "canonical" set and the
 * `-2` release: SafeMigration, SafeToL2Migration), whose names the history shows.
 */
export const knownContracts: readonly KnownContract[] = [
  { address: canonicalAddresses.safeL2, name: `SafeL2 ${SAFE_VERSION}`, trustedForDelegateCall: false },
  { address: canonicalAddresses.safe, name: `Safe ${SAFE_VERSION}`, trustedForDelegateCall: false },
  {
    address: canonicalAddresses.safeProxyFactory,
    name: `SafeProxyFactory ${SAFE_VERSION}`,
    trustedForDelegateCall: false,
  },
  {
    address: canonicalAddresses.compatibilityFallbackHandler,
    name: `CompatibilityFallbackHandler ${SAFE_VERSION}`,
    trustedForDelegateCall: false,
  },
  { address: canonicalAddresses.multiSend, name: `MultiSend ${SAFE_VERSION}`, trustedForDelegateCall: true },
  {
    address: canonicalAddresses.multiSendCallOnly,
    name: `MultiSendCallOnly ${SAFE_VERSION}`,
    trustedForDelegateCall: true,
  },
  { address: canonicalAddresses.signMessageLib, name: `SignMessageLib ${SAFE_VERSION}`, trustedForDelegateCall: true },
  { address: canonicalAddresses.createCall, name: `CreateCall ${SAFE_VERSION}`, trustedForDelegateCall: true },
  {
    address: canonicalAddresses.simulateTxAccessor,
    name: `SimulateTxAccessor ${SAFE_VERSION}`,
    trustedForDelegateCall: false,
  },
  { address: '0x526643F69b81B008F46d95CD5ced5eC0edFFDaC6', name: 'SafeMigration', trustedForDelegateCall: true },
  { address: '0xfF83F6335d8930cBad1c0D439A841f01888D9f69', name: 'SafeToL2Migration', trustedForDelegateCall: true },
]

const byAddress = new Map(knownContracts.map((contract) => [contract.address.toLowerCase(), contract]))

/** The known contract at `address` (any case), if any. */
export function findKnownContract(address: string): KnownContract | undefined {
  return byAddress.get(address.toLowerCase())
}
