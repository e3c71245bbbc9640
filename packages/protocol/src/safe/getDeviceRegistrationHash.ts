import { type Address, getAddress, type Hash, keccak256, stringToHex } from 'viem'

/**
 * What owners sign to register a device for their Safes' notifications (transaction service
 * `calculate_device_registration_hash`, Safe{Wallet} `getRegisterDevicePayload`):
 * `keccak256("gnosis-safe" + timestamp + uuid + cloudMessagingToken + join(sorted checksummed safes))`. The gateway
 * accepts it signed raw or as an EIP-191 message of these 32 bytes; wallets only offer the latter (`personal_sign`).
 */
export function getDeviceRegistrationHash({
  timestamp,
  uuid,
  cloudMessagingToken,
  safes,
}: {
  /** Epoch seconds, exactly as sent in the body. */
  timestamp: string
  /** Lower-case and hyphenated (how Python prints a UUID, and how the gateway stores it). */
  uuid: string
  cloudMessagingToken: string
  safes: readonly Address[]
}): Hash {
  const sortedSafes = safes.map((safe) => getAddress(safe)).sort()
  return keccak256(stringToHex(`gnosis-safe${timestamp}${uuid}${cloudMessagingToken}${sortedSafes.join('')}`))
}
