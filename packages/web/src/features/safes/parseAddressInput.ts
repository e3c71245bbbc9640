import { type Address, getAddress, isAddress } from 'viem'

/** The outcome of reading a typed address: the checksummed address, or a sentence saying what is wrong. */
export type AddressInputResult = { address: Address; error?: undefined } | { address?: undefined; error: string }

/**
 * Reads an address a person typed or pasted. Surrounding spaces and an EIP-3770 prefix (`eth:0x…`, as Safe{Wallet}
 * copies addresses) are accepted; ENS names are not (this app resolves none). A mixed-case address must carry a
 * valid EIP-55 checksum: a wrong one almost always means a typo.
 */
export function parseAddressInput(input: string): AddressInputResult {
  const value = input.trim().replace(/^[a-z0-9-]{1,40}:(?=0x)/i, '')
  if (value === '') return { error: 'Enter an address.' }
  if (!value.startsWith('0x') && value.includes('.'))
    return { error: 'ENS names are not supported here: enter the 0x address.' }
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return { error: 'Enter a 0x-prefixed address of 40 hexadecimal characters.' }
  if (!isAddress(value)) return { error: 'This address has an invalid checksum: check it for typos.' }
  return { address: getAddress(value) }
}
