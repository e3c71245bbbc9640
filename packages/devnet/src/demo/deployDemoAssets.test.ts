import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../devnet/Devnet'
import { startDevnet } from '../devnet/startDevnet'
import { demoNftAbi } from './demoNftAbi'
import { demoTokenAbi } from './demoTokenAbi'
import { deployDemoAssets } from './deployDemoAssets'

function decodeDataUri(uri: string, mediaType: string): string {
  const prefix = `data:${mediaType};base64,`
  expect(uri.startsWith(prefix), `${uri.slice(0, 40)}… starts with ${prefix}`).toBe(true)
  return Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8')
}

describe('deployDemoAssets', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet()
  })
  afterAll(() => devnet?.stop())

  const holders = () => devnet.accounts.slice(0, 3).map((account) => account.address)

  it.each([
    ['usdc', 'Demo USD', 'dUSD', 6],
    ['dai', 'Demo Dai', 'dDAI', 18],
  ] as const)(
    '%s: %s (%s, %i decimals) with 1,000,000 tokens for accounts 0..2',
    async (key, name, symbol, decimals) => {
      const address = devnet.demo!.tokens[key]
      const call = <const fn extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: fn) =>
        devnet.publicClient.readContract({ address, abi: demoTokenAbi, functionName })
      expect(await call('name')).toBe(name)
      expect(await call('symbol')).toBe(symbol)
      expect(await call('decimals')).toBe(decimals)
      const grant = parseUnits('1000000', decimals)
      expect(await call('totalSupply')).toBe(3n * grant)
      for (const holder of holders()) {
        expect(
          await devnet.publicClient.readContract({
            address,
            abi: demoTokenAbi,
            functionName: 'balanceOf',
            args: [holder],
          }),
        ).toBe(grant)
      }
      const outsider = devnet.accounts[3]!.address
      expect(
        await devnet.publicClient.readContract({
          address,
          abi: demoTokenAbi,
          functionName: 'balanceOf',
          args: [outsider],
        }),
      ).toBe(0n)
    },
  )

  it('mints NFTs 1–2, 3–4, 5–6 to accounts 0, 1, 2 and answers EIP-165 for ERC-721 + metadata', async () => {
    const nft = devnet.demo!.nft
    const owners = await Promise.all(
      [1n, 2n, 3n, 4n, 5n, 6n].map((id) =>
        devnet.publicClient.readContract({ address: nft, abi: demoNftAbi, functionName: 'ownerOf', args: [id] }),
      ),
    )
    const [a, b, c] = holders()
    expect(owners).toEqual([a, a, b, b, c, c])
    expect(await devnet.publicClient.readContract({ address: nft, abi: demoNftAbi, functionName: 'totalSupply' })).toBe(
      6n,
    )
    const supports = (id: `0x${string}`) =>
      devnet.publicClient.readContract({ address: nft, abi: demoNftAbi, functionName: 'supportsInterface', args: [id] })
    expect(await supports('0x80ac58cd')).toBe(true) // ERC-721
    expect(await supports('0x5b5e139f')).toBe(true) // ERC-721 Metadata
    expect(await supports('0xd9b67a26')).toBe(false) // ERC-1155
  })

  it('returns real JSON metadata from tokenURI, with an SVG image', async () => {
    const uri = await devnet.publicClient.readContract({
      address: devnet.demo!.nft,
      abi: demoNftAbi,
      functionName: 'tokenURI',
      args: [3n],
    })
    const metadata = JSON.parse(decodeDataUri(uri, 'application/json')) as Record<string, unknown>
    expect(metadata).toMatchObject({
      name: 'Strongroom Demo Key #3',
      description: expect.stringContaining('Strongroom devnet'),
      attributes: [{ trait_type: 'hue', value: (3 * 137) % 360 }],
    })
    const svg = decodeDataUri(String(metadata.image), 'image/svg+xml')
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/)
    expect(svg).toContain('>#3</text>')
  })

  it('reverts tokenURI for a token that does not exist', async () => {
    await expect(
      devnet.publicClient.readContract({
        address: devnet.demo!.nft,
        abi: demoNftAbi,
        functionName: 'tokenURI',
        args: [99n],
      }),
    ).rejects.toThrow('NonexistentToken')
  })

  it('is idempotent: a second run returns the same addresses and mints nothing', async () => {
    const block = await devnet.publicClient.getBlockNumber()
    expect(await deployDemoAssets(devnet)).toEqual(devnet.demo)
    expect(await devnet.publicClient.getBlockNumber()).toBe(block)
  })

  it('lands on the same addresses on another fresh devnet, whatever its chain id', async () => {
    const other = await startDevnet({ chainId: 31337 })
    try {
      expect(other.demo).toEqual(devnet.demo)
    } finally {
      await other.stop()
    }
  })
})
