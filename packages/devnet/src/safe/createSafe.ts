import {
  encodeSafeSetup,
  getSafeContractSet,
  InvalidInputError,
  type SafeAddressSet,
  type SafeContractSet,
  type SupportedSafeVersion,
  safeProxyFactoryAbi,
} from '@strongroom/protocol'
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
  parseAbi,
  zeroAddress,
} from 'viem'
import { hasCode } from '../chain/hasCode'
import { sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import type { AccountRef } from '../devnet/resolveAccount'
import { DeploymentError } from '../errors/DeploymentError'
import { TransactionFailedError } from '../errors/TransactionFailedError'
import { readSafeSingleton } from './readSafeSingleton'

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
  /** Safe release (default 1.4.1, the one the app creates). */
  version?: SupportedSafeVersion
  /** Address set of the release (default canonical; 1.3.0 also has eip155). */
  addressSet?: SafeAddressSet
  /**
   * Which singleton the Safe runs (default 'L2'): 'L1' (no SafeMultiSigTransaction events, as Safe{Wallet} creates
   * Safes on mainnet), 'L2', or 'L1-to-L2': created as an L1 proxy that switches to the L2 singleton inside `setup`
   * through SafeToL2Setup (1.4.1 and 1.5.0), as Safe{Wallet} creates Safes on other chains (docs/safe-versions.md).
   */
  singleton?: SafeSingletonChoice
  /** 1.5.0 only: create through `createProxyWithNonceL2`, which also emits ProxyCreationL2 (default false). */
  proxyCreationL2?: boolean
}

/** See {@link CreateSafeOptions.singleton}. */
export type SafeSingletonChoice = 'L1' | 'L2' | 'L1-to-L2'

const safeToL2SetupAbi = parseAbi(['function setupToL2(address l2Singleton)'])
const proxyFactoryL2Abi = parseAbi([
  'function createProxyWithNonceL2(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
])

// Safe.sol reserves these as linked-list markers (GS203).
const SENTINEL = '0x0000000000000000000000000000000000000001'
const MAX_SALT_SEARCH = 1_000n
// A funding transfer to a Safe runs its receive() (SafeReceived event), which needs more than 21,000 gas.
const FUND_GAS = 100_000n

/**
 * Creates a Safe of any supported release and singleton (default 1.4.1 on SafeL2, so every execution emits events)
 * through that release's SafeProxyFactory `createProxyWithNonce`, with its CompatibilityFallbackHandler and no
 * modules, guard or payment: the same calls a wallet makes, so the chain holds what a real Safe's chain holds.
 * @returns the Safe's address, as predicted by simulating the call, once its slot 0 holds the expected singleton.
 * @throws {InvalidInputError} for bad owners, threshold or salt nonce (or a salt nonce already used for this setup).
 * @throws {DeploymentError} when the release's contracts are not deployed on this chain.
 */
export async function createSafe(devnet: DevnetConnection, options: CreateSafeOptions): Promise<Address> {
  const owners = parseOwners(devnet, options.owners)
  const { threshold } = options
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > owners.length)
    throw new InvalidInputError(`Threshold must be an integer from 1 to ${owners.length} (the number of owners).`, {
      details: { threshold, owners: owners.length },
    })
  const plan = planCreation(options)
  const { factory } = plan
  const ready = await Promise.all(
    [factory, plan.proxySingleton, plan.runningSingleton].map((a) => hasCode(devnet.publicClient, a)),
  )
  if (ready.includes(false))
    throw new DeploymentError(
      `The Safe ${plan.set.version} contracts are not deployed on this chain: run deploySafeContracts first.`,
      { details: { factory, singleton: plan.proxySingleton } },
    )

  const initializer = encodeSafeSetup({ owners, threshold, ...plan.setup })
  const saltNonce = options.saltNonce ?? (await findFreeSaltNonce(devnet, plan, initializer))
  if (saltNonce < 0n || saltNonce >= 2n ** 256n)
    throw new InvalidInputError('Salt nonce must be a uint256.', { details: { saltNonce } })

  const sender = devnet.walletClient(options.from ?? 0)
  let predicted: Address
  try {
    const { result } = await devnet.publicClient.simulateContract({
      account: sender.account,
      address: factory,
      abi: plan.l2Factory ? proxyFactoryL2Abi : safeProxyFactoryAbi,
      functionName: plan.l2Factory ? 'createProxyWithNonceL2' : 'createProxyWithNonce',
      args: [plan.proxySingleton, initializer, saltNonce],
    })
    predicted = result
  } catch (cause) {
    throw new InvalidInputError('The Safe cannot be created with these settings (is this salt nonce already used?).', {
      cause,
      details: { owners, threshold, saltNonce: saltNonce.toString() },
    })
  }
  const data = plan.l2Factory
    ? encodeFunctionData({
        abi: proxyFactoryL2Abi,
        functionName: 'createProxyWithNonceL2',
        args: [plan.proxySingleton, initializer, saltNonce],
      })
    : encodeFunctionData({
        abi: safeProxyFactoryAbi,
        functionName: 'createProxyWithNonce',
        args: [plan.proxySingleton, initializer, saltNonce],
      })
  const [receipt] = await sendTransactions(sender, [{ to: factory, data }])
  // Slot 0 is the singleton the proxy runs (the one ProxyCreation names is wrong for 'L1-to-L2').
  const running = await readSafeSingleton(devnet, predicted)
  if (running !== plan.runningSingleton)
    throw new TransactionFailedError('The proxy factory did not create the Safe at the predicted address.', {
      details: { predicted, running, expected: plan.runningSingleton, hash: receipt?.transactionHash },
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

/** CREATE2 address of `createProxyWithNonce` (the same rule in SafeProxyFactory 1.3.0 to 1.5.0), computed off-chain to probe for free slots. */
async function findFreeSaltNonce(devnet: DevnetConnection, plan: CreationPlan, initializer: Hex): Promise<bigint> {
  const proxyCreationCode = await devnet.publicClient.readContract({
    address: plan.factory,
    abi: safeProxyFactoryAbi,
    functionName: 'proxyCreationCode',
  })
  // deploymentData = creationCode ‖ uint256(uint160(singleton)); salt = keccak256(keccak256(initializer) ‖ saltNonce)
  const bytecode = concat([proxyCreationCode, pad(plan.proxySingleton)])
  const initializerHash = keccak256(initializer)
  for (let saltNonce = 0n; saltNonce < MAX_SALT_SEARCH; saltNonce++) {
    const salt = keccak256(encodePacked(['bytes32', 'uint256'], [initializerHash, saltNonce]))
    const address = getContractAddress({ opcode: 'CREATE2', from: plan.factory, salt, bytecode })
    if (!(await hasCode(devnet.publicClient, address))) return saltNonce
  }
  throw new InvalidInputError(`Salt nonces 0 to ${MAX_SALT_SEARCH - 1n} are all taken for this setup; pass one.`)
}

interface CreationPlan {
  set: SafeContractSet
  factory: Address
  /** The singleton passed to the factory (and named by ProxyCreation). */
  proxySingleton: Address
  /** The singleton in slot 0 once setup ran. */
  runningSingleton: Address
  setup: { fallbackHandler: Address; to?: Address; data?: Hex }
  l2Factory: boolean
}

function planCreation(options: CreateSafeOptions): CreationPlan {
  const version = options.version ?? '1.4.1'
  const addressSet = options.addressSet ?? 'canonical'
  if (addressSet === 'eip155' && version !== '1.3.0')
    throw new InvalidInputError('Only Safe 1.3.0 has an eip155 address set.', { details: { version, addressSet } })
  const set = getSafeContractSet(version, addressSet)
  const choice = options.singleton ?? 'L2'
  if (options.proxyCreationL2 && version !== '1.5.0')
    throw new InvalidInputError('createProxyWithNonceL2 exists from Safe 1.5.0 on.', { details: { version } })
  const base = {
    set,
    factory: set.safeProxyFactory,
    setup: { fallbackHandler: set.compatibilityFallbackHandler },
    l2Factory: options.proxyCreationL2 ?? false,
  }
  if (choice === 'L1') return { ...base, proxySingleton: set.safe, runningSingleton: set.safe }
  if (choice === 'L2') return { ...base, proxySingleton: set.safeL2, runningSingleton: set.safeL2 }
  if (set.safeToL2Setup === null)
    throw new InvalidInputError(`Safe ${version} has no SafeToL2Setup: create it on 'L1' or 'L2'.`, {
      details: { version },
    })
  const data = encodeFunctionData({ abi: safeToL2SetupAbi, functionName: 'setupToL2', args: [set.safeL2] })
  return {
    ...base,
    proxySingleton: set.safe,
    runningSingleton: set.safeL2,
    setup: { ...base.setup, to: set.safeToL2Setup, data },
  }
}
