import { isSdkVersionAtLeast, parseSdkVersion, type SdkVersion } from '@strongroom/protocol'

/**
 * How a Safe signs an app's message: `off-chain`, an EIP-1271 message whose owner signatures the gateway collects
 * (nothing on chain); `on-chain`, a Safe transaction that DELEGATECALLs SignMessageLib to mark the message signed.
 */
export type MessageSigningPath = 'off-chain' | 'on-chain'

/** The first SDK release that understands an off-chain answer (`{ messageHash }`) and has `getOffChainSignature`. */
export const OFF_CHAIN_SIGNING_MIN_SDK: SdkVersion = { major: 7, minor: 11, patch: 0 }

const FIRST_EIP1271_SAFE: SdkVersion = { major: 1, minor: 0, patch: 0 }
/** From 1.3.0 on, a Safe answers `isValidSignature` through its fallback handler: without one it cannot. */
const FIRST_FALLBACK_HANDLER_SAFE: SdkVersion = { major: 1, minor: 3, patch: 0 }

/**
 * Off-chain when all of these hold, on-chain otherwise (Safe{Wallet}'s rule, docs/safe-apps-bridge.md §5): the chain
 * has the `EIP1271` feature; the app did not turn off-chain signing off (`safe_setSettings`); the app's SDK is 7.11.0
 * or later; the Safe's version is known and at least 1.0.0, and a 1.3.0+ Safe has a fallback handler.
 */
export function chooseMessageSigningPath({
  chainFeatures,
  offChainSigning,
  sdkVersion,
  safeVersion,
  fallbackHandler,
}: {
  chainFeatures: readonly string[]
  offChainSigning: boolean
  sdkVersion: SdkVersion
  safeVersion: string | null
  fallbackHandler: string | null
}): MessageSigningPath {
  if (!chainFeatures.includes('EIP1271') || !offChainSigning) return 'on-chain'
  if (!isSdkVersionAtLeast(sdkVersion, OFF_CHAIN_SIGNING_MIN_SDK)) return 'on-chain'
  const version = safeVersion === null ? undefined : parseSdkVersion(safeVersion)
  if (!version || !isSdkVersionAtLeast(version, FIRST_EIP1271_SAFE)) return 'on-chain'
  const noHandler = fallbackHandler === null || /^0x0{40}$/i.test(fallbackHandler)
  if (isSdkVersionAtLeast(version, FIRST_FALLBACK_HANDLER_SAFE) && noHandler) return 'on-chain'
  return 'off-chain'
}
