import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  keccak256,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { labelhash, namehash } from 'viem/ens'
import { hasCode } from '../chain/hasCode'
import { type PlainTransaction, sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import { devAccounts } from '../devnet/devAccounts'
import type { DevnetEns } from './DevnetEns'
import { ensRegistryAbi, ensResolverAbi } from './ensAbis'
import { ensArtifacts } from './ensArtifacts'

/**
 * The account that deploys ENS and owns its demo names: a fixed key that is none of anvil's dev accounts, so the
 * contracts land at the same addresses on every fresh devnet (its nonces 0, 1, 2) and no dev account's nonce moves.
 * It stays the names' owner, so a test can point a name elsewhere ({@link setDemoEnsAddress}).
 */
export const ensDeployer = privateKeyToAccount(keccak256(stringToHex('strongroom devnet ENS deployer')))

/** The demo names: `name → dev account index`, each with a reverse record naming it back. */
export const DEMO_ENS_NAMES = { 'alice.dev': 7, 'bob.dev': 8 } as const

const DEPLOY_GAS = 6_000_000n
// Explicit limits: each call would otherwise be estimated against a state where the contracts do not exist yet.
const CALL_GAS = 300_000n
const DEPLOYER_FUNDS = 10n ** 19n

const registry = getContractAddress({ from: ensDeployer.address, nonce: 0n })
const resolver = getContractAddress({ from: ensDeployer.address, nonce: 1n })
const reverseRegistrar = getContractAddress({ from: ensDeployer.address, nonce: 2n })

/** The reverse name of an address: `<lower-case hex without 0x>.addr.reverse` (ENSIP-3). */
export function reverseNodeName(address: Address): string {
  return `${address.slice(2).toLowerCase()}.addr.reverse`
}

/**
 * Deploys ENS on the devnet from the published artifacts (docs/names.md §Devnet): the registry, a public resolver and
 * the reverse registrar, then registers the `.dev` names of {@link DEMO_ENS_NAMES} (forward record on the public
 * resolver, and the reverse record of each address naming it) and hands `addr.reverse` to the reverse registrar.
 * Idempotent: a devnet that has the registry already (a kept state file) is left as it is.
 */
export async function deployEns(devnet: DevnetConnection): Promise<DevnetEns> {
  const names = Object.fromEntries(
    Object.entries(DEMO_ENS_NAMES).map(([name, index]) => [name, devAccounts[index]!.address]),
  ) as Record<keyof typeof DEMO_ENS_NAMES, Address>
  const result: DevnetEns = { registry, resolver, reverseRegistrar, names }
  if (await hasCode(devnet.publicClient, registry)) return result

  await devnet.testClient.setBalance({ address: ensDeployer.address, value: DEPLOYER_FUNDS })
  const { ENSRegistry, PublicResolver, ReverseRegistrar } = ensArtifacts()
  const onRegistry = (data: Hex): PlainTransaction => ({ to: registry, data, gas: CALL_GAS })
  const onResolver = (data: Hex): PlainTransaction => ({ to: resolver, data, gas: CALL_GAS })
  const subnode = (parent: string, label: string, owner: Address, withResolver: boolean) =>
    onRegistry(
      withResolver
        ? encodeFunctionData({
            abi: ensRegistryAbi,
            functionName: 'setSubnodeRecord',
            args: [namehash(parent), labelhash(label), owner, resolver, 0n],
          })
        : encodeFunctionData({
            abi: ensRegistryAbi,
            functionName: 'setSubnodeOwner',
            args: [namehash(parent), labelhash(label), owner],
          }),
    )
  const me = ensDeployer.address

  const transactions: PlainTransaction[] = [
    { data: ENSRegistry.bytecode, gas: DEPLOY_GAS },
    { data: encodeDeployData({ ...PublicResolver, args: [registry] }), gas: DEPLOY_GAS },
    { data: encodeDeployData({ ...ReverseRegistrar, args: [registry, resolver] }), gas: DEPLOY_GAS },
    subnode('', 'reverse', me, false),
    subnode('reverse', 'addr', me, false),
    subnode('', 'dev', me, false),
  ]
  for (const [name, address] of Object.entries(names)) {
    const [label, parent] = splitName(name)
    transactions.push(
      subnode(parent, label, me, true),
      onResolver(encodeFunctionData({ abi: ensResolverAbi, functionName: 'setAddr', args: [namehash(name), address] })),
      subnode('addr.reverse', address.slice(2).toLowerCase(), me, true),
      onResolver(
        encodeFunctionData({
          abi: ensResolverAbi,
          functionName: 'setName',
          args: [namehash(reverseNodeName(address)), name],
        }),
      ),
    )
  }
  transactions.push(subnode('reverse', 'addr', reverseRegistrar, false))
  await sendTransactions(devnet.walletClient(ensDeployer), transactions)
  return result
}

/**
 * Points a demo name at another address (as its owner would on a real chain): what a test of "the name changed after
 * the review" does.
 */
export async function setDemoEnsAddress(devnet: DevnetConnection, name: string, address: Address): Promise<void> {
  await sendTransactions(devnet.walletClient(ensDeployer), [
    {
      to: resolver,
      data: encodeFunctionData({ abi: ensResolverAbi, functionName: 'setAddr', args: [namehash(name), address] }),
      gas: CALL_GAS,
    },
  ])
}

function splitName(name: string): [label: string, parent: string] {
  const dot = name.indexOf('.')
  return [name.slice(0, dot), name.slice(dot + 1)]
}
