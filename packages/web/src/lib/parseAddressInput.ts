import { type Address, getAddress, isAddress } from 'viem'

/** The network this deployment serves, as the address parser needs it to judge an EIP-3770 prefix. */
export interface ServedChain {
  /** Its display name, such as "Strongroom Devnet". */
  name: string
  /** Its EIP-3770 short name (`dev`, `eth`) from the gateway's chain description; undefined while not known. */
  shortName: string | undefined
  /** The deployment serves other chains too, so this one is not "the only network" (default false). */
  several?: boolean
}

/** What is wrong with a typed or linked address. */
export type AddressProblem = 'empty' | 'ens' | 'format' | 'checksum' | 'prefix' | 'prefix-unchecked'

/** The outcome of reading an address: the checksummed address, or the problem and a sentence for the user. */
export type AddressInputResult =
  | { address: Address; error?: undefined; problem?: undefined }
  | { address?: undefined; error: string; problem: AddressProblem }

// EIP-3770 short names are letters, digits and dashes (`eth`, `sep`, `base-sep`).
const PREFIXED = /^([a-z0-9-]{1,40}):(.*)$/is

const fail = (problem: AddressProblem, error: string): AddressInputResult => ({ problem, error })

/**
 * Reads an address a person typed or pasted, or that a link carries: the one parser behind Add Safe, the address book
 * and the Safe URL (`/<shortName>:<address>`), so each says the same thing about the same mistake. Surrounding
 * spaces are ignored. An EIP-3770 prefix (`dev:0x…`, as Safe{Wallet} copies addresses) is accepted only when it is
 * the served network's: an address of another network is refused, never opened on this one. ENS names are not
 * resolved. A mixed-case address must carry a valid EIP-55 checksum, since a wrong one almost always means a typo.
 */
export function parseAddressInput(input: string, chain: ServedChain): AddressInputResult {
  let value = input.trim()
  const prefixed = PREFIXED.exec(value)
  if (prefixed) {
    const prefix = prefixed[1]!.toLowerCase()
    value = prefixed[2]!.trim()
    if (chain.shortName === undefined)
      return fail(
        'prefix-unchecked',
        `The network prefix “${prefix}:” cannot be checked until ${chain.name}'s details have loaded: try again in a moment, or remove the prefix.`,
      )
    if (prefix !== chain.shortName.toLowerCase())
      return fail(
        'prefix',
        `“${prefix}:” is not the prefix of ${chain.name} (“${chain.shortName}:”), ${chain.several ? 'the network you are working on' : 'the only network this deployment serves'}. An address of another network cannot be used here.`,
      )
  }
  if (value === '') return fail('empty', 'Enter an address.')
  if (!value.startsWith('0x') && value.includes('.'))
    return fail('ens', 'ENS names are not supported here: enter the 0x address.')
  if (!/^0x[0-9a-fA-F]{40}$/.test(value))
    return fail('format', 'An address is 0x followed by 40 hexadecimal characters; this one is not.')
  if (!isAddress(value))
    return fail(
      'checksum',
      'This address has an invalid checksum (the mix of upper and lower case letters): check it for typos.',
    )
  return { address: getAddress(value) }
}
