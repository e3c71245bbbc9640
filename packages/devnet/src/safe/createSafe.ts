import { canonicalAddresses, encodeSafeSetup, InvalidInputError, safeProxyFactoryAbi } from '@strongroom/protocol'
import {
  type Address,
  concat,
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  type Hex,
  isAddress,
  keccak256,
  pad,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { hasCode } from '../chain/hasCode'
import { sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import type { AccountRef } from '../devnet/resolveAccount'
import { DeploymentError } from '../errors/DeploymentError'
import { TransactionFailedError } from '../errors/TransactionFailedError'

export interface CreateSafeOptions {
  /** Owner addresses, or dev account indexes (0..9) for short. */
  owners: readonly (Address | number)[]
  threshold: number
  /**
   * CREATE2 salt nonce of `createProxyWithNonce`. Default: the smallest nonce from 0 up whose address is still free,
   * so a fresh devnet gives the same Safe address for the same owners and threshold every time.
   */
  saltNonce?: bigint
  /** ETH (in wei) sent to the new Safe right after creation. */
  fundWei?: bigint
  /** Who sends the creation (and funding) transactions; default dev account 0. */
  from?: AccountRef
}

// Safe.sol reserves these as linked-list markers (GS203).
const SENTINEL = '0x0000000000000000000000000000000000000001'
const MAX_SALT_SEARCH = 1_000n
// A funding transfer to a Safe runs its receive() (SafeReceived event), which needs more than 21,000 gas.
const FUND_GAS = 100_000n

/**
 * Creates a Safe 1.4.1 (a SafeL2 proxy, so every execution emits events) through the canonical SafeProxyFactory
 * `createProxyWithNonce`, with the CompatibilityFallbackHandler and no modules, guard or payment.
 * @returns the Safe's address, as predicted by simulating the call and confirmed by the `ProxyCreation` event.
 * @throws {InvalidInputError} for bad owners, threshold or salt nonce (or a salt nonce already used for this setup).
 * @throws {DeploymentError} when the Safe contracts are not deployed on this chain.
 */
export async function createSafe(devnet: DevnetConnection, options: CreateSafeOptions): Promise<Address> {
  const owners = parseOwners(devnet, options.owners)
  const { threshold } = options
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > owners.length)
    throw new InvalidInputError(`Threshold must be an integer from 1 to ${owners.length} (the number of owners).`, {
      details: { threshold, owners: owners.length },
    })
  const factory = canonicalAddresses.safeProxyFactory
  const singleton = canonicalAddresses.safeL2
  const [factoryReady, singletonReady] = await Promise.all([
    hasCode(devnet.publicClient, factory),
    hasCode(devnet.publicClient, singleton),
  ])
  if (!factoryReady || !singletonReady)
    throw new DeploymentError(
      'The Safe 1.4.1 contracts are not deployed on this chain: run deploySafeContracts first.',
      {
        details: { factory, singleton },
      },
    )

  const initializer = encodeSafeSetup({ owners, threshold })
  const saltNonce = options.saltNonce ?? (await findFreeSaltNonce(devnet, initializer))
  if (saltNonce < 0n || saltNonce >= 2n ** 256n)
    throw new InvalidInputError('Salt nonce must be a uint256.', { details: { saltNonce } })

  const sender = devnet.walletClient(options.from ?? 0)
  let predicted: Address
  try {
    const { result } = await devnet.publicClient.simulateContract({
      account: sender.account,
      address: factory,
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [singleton, initializer, saltNonce],
    })
    predicted = result
  } catch (cause) {
    throw new InvalidInputError('The Safe cannot be created with these settings (is this salt nonce already used?).', {
      cause,
      details: { owners, threshold, saltNonce: saltNonce.toString() },
    })
  }
  const data = encodeFunctionData({
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, saltNonce],
  })
  const [receipt] = await sendTransactions(sender, [{ to: factory, data }])
  const created = parseEventLogs({ abi: safeProxyFactoryAbi, eventName: 'ProxyCreation', logs: receipt?.logs ?? [] })
  if (created[0]?.args.proxy !== predicted)
    throw new TransactionFailedError('The proxy factory did not create the Safe at the predicted address.', {
      details: { predicted, created: created[0]?.args.proxy, hash: receipt?.transactionHash },
    })
  if (options.fundWei !== undefined && options.fundWei > 0n)
    await sendTransactions(sender, [{ to: predicted, value: options.fundWei, gas: FUND_GAS }])
  return predicted
}

function parseOwners(devnet: DevnetConnection, input: readonly (Address | number)[]): Address[] {
  if (input.length === 0) throw new InvalidInputError('A Safe needs at least one owner.')
  const owners = input.map((owner, index) => {
    if (typeof owner === 'number') {
      const account = devnet.accounts[owner]
      if (!account)
        throw new InvalidInputError(`Owner ${index} is not a dev account index (0 to ${devnet.accounts.length - 1}).`, {
          details: { index, owner },
        })
      return account.address
    }
    if (!isAddress(owner))
      throw new InvalidInputError(`Owner ${index} is not a valid address.`, { details: { index, owner } })
    const address = getAddress(owner)
    if (address === zeroAddress || address === SENTINEL)
      throw new InvalidInputError(`Owner ${index} is a reserved address.`, { details: { index, owner } })
    return address
  })
  const duplicate = owners.find((owner, index) => owners.indexOf(owner) !== index)
  if (duplicate) throw new InvalidInputError(`Owner ${duplicate} is listed twice.`, { details: { owner: duplicate } })
  return owners
}

/** CREATE2 address of `createProxyWithNonce` (SafeProxyFactory.sol 1.4.1), computed off-chain to probe for free slots. */
async function findFreeSaltNonce(devnet: DevnetConnection, initializer: Hex): Promise<bigint> {
  const factory = canonicalAddresses.safeProxyFactory
  const proxyCreationCode = await devnet.publicClient.readContract({
    address: factory,
    abi: safeProxyFactoryAbi,
    functionName: 'proxyCreationCode',
  })
  // deploymentData = creationCode ‖ uint256(uint160(singleton)); salt = keccak256(keccak256(initializer) ‖ saltNonce)
  const bytecode = concat([proxyCreationCode, pad(canonicalAddresses.safeL2)])
  const initializerHash = keccak256(initializer)
  for (let saltNonce = 0n; saltNonce < MAX_SALT_SEARCH; saltNonce++) {
    const salt = keccak256(encodePacked(['bytes32', 'uint256'], [initializerHash, saltNonce]))
    const address = getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode })
    if (!(await hasCode(devnet.publicClient, address))) return saltNonce
  }
  throw new InvalidInputError(`Salt nonces 0 to ${MAX_SALT_SEARCH - 1n} are all taken for this setup; pass one.`)
}
