import { parseAbi } from 'viem'
import { getEnsAddress, getEnsName } from 'viem/actions'
import { namehash } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../devnet/Devnet'
import { startDevnet } from '../devnet/startDevnet'
import { DEMO_ENS_NAMES, deployEns, ensDeployer, reverseNodeName, setDemoEnsAddress } from './deployEns'
import { ensRegistryAbi, ensResolverAbi } from './ensAbis'

describe('deployEns', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ deploy: false, demo: false, ens: true })
  })
  afterAll(() => devnet?.stop())

  const read = (node: string) => ({
    resolverOf: () =>
      devnet.publicClient.readContract({
        address: devnet.ens!.registry,
        abi: ensRegistryAbi,
        functionName: 'resolver',
        args: [namehash(node)],
      }),
  })
  const addrOf = (name: string) =>
    devnet.publicClient.readContract({
      address: devnet.ens!.resolver,
      abi: ensResolverAbi,
      functionName: 'addr',
      args: [namehash(name)],
    })
  const nameOf = (address: `0x${string}`) =>
    devnet.publicClient.readContract({
      address: devnet.ens!.resolver,
      abi: ensResolverAbi,
      functionName: 'name',
      args: [namehash(reverseNodeName(address))],
    })

  it('registers each demo name forward (registry → public resolver → address) and in reverse', async () => {
    for (const [name, index] of Object.entries(DEMO_ENS_NAMES)) {
      const address = devnet.accounts[index]!.address
      expect(devnet.ens!.names[name]).toBe(address)
      expect(await read(name).resolverOf()).toBe(devnet.ens!.resolver)
      expect(await addrOf(name)).toBe(address)
      expect(await read(reverseNodeName(address)).resolverOf()).toBe(devnet.ens!.resolver)
      expect(await nameOf(address)).toBe(name)
    }
  })

  it('hands addr.reverse to the reverse registrar: an account claims its own reverse name', async () => {
    const owner = await devnet.publicClient.readContract({
      address: devnet.ens!.registry,
      abi: ensRegistryAbi,
      functionName: 'owner',
      args: [namehash('addr.reverse')],
    })
    expect(owner).toBe(devnet.ens!.reverseRegistrar)
    const wallet = devnet.walletClient(5)
    const hash = await wallet.writeContract({
      address: devnet.ens!.reverseRegistrar,
      abi: parseAbi(['function setName(string name) returns (bytes32)']),
      functionName: 'setName',
      args: ['five.dev'],
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash })
    expect(await nameOf(devnet.accounts[5]!.address)).toBe('five.dev')
  })

  it('is idempotent and lands at the same addresses; a demo name can be pointed elsewhere by its owner', async () => {
    const again = await deployEns(devnet)
    expect(again).toEqual(devnet.ens)
    const nonce = await devnet.publicClient.getTransactionCount({ address: ensDeployer.address })
    await setDemoEnsAddress(devnet, 'bob.dev', devnet.accounts[9]!.address)
    expect(await addrOf('bob.dev')).toBe(devnet.accounts[9]!.address)
    expect(await devnet.publicClient.getTransactionCount({ address: ensDeployer.address })).toBe(nonce + 1)
  })

  it("viem's ENS actions need a universal resolver, which this registry lacks: they refuse", async () => {
    // Why the web resolves through the registry itself (docs/names.md §Resolution).
    await expect(getEnsAddress(devnet.publicClient, { name: 'alice.dev' })).rejects.toThrow(/universalResolver/i)
    await expect(getEnsName(devnet.publicClient, { address: devnet.accounts[7]!.address })).rejects.toThrow(
      /universalResolver/i,
    )
  })
})
