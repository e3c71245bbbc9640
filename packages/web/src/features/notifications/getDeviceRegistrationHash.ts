import { type Address, getAddress, type Hash, keccak256, stringToHex } from 'viem'

/**
 * What an owner signs to register a device for notifications of Safes (gateway-api.md §4.19, transaction service
 * `calculate_device_registration_hash`): `keccak256("gnosis-safe" + timestamp + uuid + cloudMessagingToken + the
 * checksummed Safe addresses sorted and joined)`. The gateway accepts it signed raw or as an EIP-191 message of
 * these 32 bytes; wallets only offer the latter (`personal_sign`).
 */
export function getDeviceRegistrationHash({
  timestamp,
  uuid,
  cloudMessagingToken,
  safes,
}: {
  /** Epoch seconds, exactly as sent in the body. */
  timestamp: string
  /** Lower-case and hyphenated, as the gateway stores it. */
  uuid: string
  cloudMessagingToken: string
  safes: readonly Address[]
}): Hash {
  const sorted = safes.map((safe) => getAddress(safe)).sort()
  return keccak256(stringToHex(`gnosis-safe${timestamp}${uuid}${cloudMessagingToken}${sorted.join('')}`))
}
