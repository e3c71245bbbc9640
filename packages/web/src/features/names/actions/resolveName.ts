import {
  type Address,
  BaseError,
  type Client,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  getAddress,
  type Hex,
  isAddressEqual,
  zeroAddress,
} from 'viem'
import { readContract } from 'viem/actions'
import { namehash, normalize } from 'viem/ens'
import { ensRegistryAbi, ensResolverAbi } from './ensContractAbis'
import { NameResolutionError } from './NameResolutionError'
import type { ResolvedName } from './ResolvedName'

/** Where names are read: the chain's node and the ENS registry its config names. */
export interface NameLookupContext {
  client: Client
  registry: Address
}

/**
 * Resolves an ENS name on the chain (docs/names.md §Resolution): ENSIP-15 normalisation, then the registry's resolver of
 * its node, then that resolver's `addr(node)`. Read from the registry itself rather than through a universal
 * resolver, which the devnet (and chains with a bare registry) do not have; names that need wildcard or off-chain
 * resolution (ENSIP-10, CCIP-Read) are not found this way.
 * @throws {NameResolutionError} with a sentence: not a valid name, not registered, no address, or the node failed.
 */
export async function resolveName({ client, registry }: NameLookupContext, input: string): Promise<ResolvedName> {
  let name: string
  try {
    name = normalize(input.trim())
  } catch (cause) {
    throw new NameResolutionError(
      `“${input.trim()}” is not a valid ENS name: check its spelling, or enter the 0x address.`,
      'invalid',
      { cause },
    )
  }
  const node = namehash(name)
  const resolver = await read(() =>
    readContract(client, { address: registry, abi: ensRegistryAbi, functionName: 'resolver', args: [node] }),
  )
  if (isAddressEqual(resolver, zeroAddress))
    throw new NameResolutionError(
      `${name} is not a registered ENS name on this network: check its spelling, or enter the 0x address.`,
      'unregistered',
    )
  const address = await readAddr(client, resolver, node, name)
  return { name, address }
}

/**
 * The reverse name of `address` (ENSIP-3: `<address>.addr.reverse`), only when that name resolves back to the same
 * address: anyone can write any name in their own reverse record, so a name that does not point back is not shown.
 * @returns undefined when there is none or it does not point back.
 * @throws {NameResolutionError} (`network`) when the node fails.
 */
export async function lookupName(context: NameLookupContext, address: Address): Promise<string | undefined> {
  const node = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
  const resolver = await read(() =>
    readContract(context.client, {
      address: context.registry,
      abi: ensRegistryAbi,
      functionName: 'resolver',
      args: [node],
    }),
  )
  if (isAddressEqual(resolver, zeroAddress)) return undefined
  const name = await read(
    () => readContract(context.client, { address: resolver, abi: ensResolverAbi, functionName: 'name', args: [node] }),
    '',
  )
  if (name === '') return undefined
  try {
    const forward = await resolveName(context, name)
    return forward.name === name && isAddressEqual(forward.address, address) ? name : undefined
  } catch (error) {
    if (error instanceof NameResolutionError && error.problem === 'network') throw error
    return undefined
  }
}

/**
 * Checks, just before signing, that every name still resolves to the address the review showed.
 * @throws {NameResolutionError} (`changed`) naming the name and both addresses; or why it no longer resolves.
 */
export async function verifyResolvedNames(context: NameLookupContext, names: readonly ResolvedName[]): Promise<void> {
  for (const reviewed of names) {
    const now = await resolveName(context, reviewed.name).catch((cause: unknown) => {
      if (cause instanceof NameResolutionError && cause.problem === 'network') throw cause
      throw new NameResolutionError(
        `${reviewed.name} no longer resolves to ${reviewed.address}, the address you reviewed: nothing was signed. Check the name with its owner, then start again.`,
        'changed',
        { cause },
      )
    })
    if (!isAddressEqual(now.address, reviewed.address))
      throw new NameResolutionError(
        `${reviewed.name} now resolves to ${now.address}, not to ${reviewed.address} as when you reviewed it: nothing was signed. Check the name with its owner, then start again with the address you mean.`,
        'changed',
      )
  }
}

async function readAddr(client: Client, resolver: Address, node: Hex, name: string): Promise<Address> {
  // A resolver without an `addr` record (or without the function) reverts: no address.
  const address = await read(
    () => readContract(client, { address: resolver, abi: ensResolverAbi, functionName: 'addr', args: [node] }),
    zeroAddress,
  )
  if (isAddressEqual(address, zeroAddress))
    throw new NameResolutionError(
      `${name} has no Ethereum address set: ask its owner to set one, or enter the 0x address.`,
      'no-address',
    )
  return getAddress(address)
}

/** A read of the chain; a contract that reverts (or has no such function) gives `whenReverted` where one is given. */
async function read<T>(call: () => Promise<T>, whenReverted?: T): Promise<T> {
  try {
    return await call()
  } catch (cause) {
    const reverted =
      cause instanceof BaseError &&
      cause.walk((e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError) !==
        null
    if (reverted && whenReverted !== undefined) return whenReverted
    throw new NameResolutionError(
      'The network’s node did not answer the name lookup: try again in a moment, or enter the 0x address.',
      'network',
      { cause },
    )
  }
}
