import { InvalidInputError, safeDeployments } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { chainPresets, ENS_REGISTRY } from './chainPresets'
import { parseConfig } from './config'
import { toChainInfo } from './domain/chains/toChainInfo'

describe('chain presets', () => {
  it('make a chain of each preset from its name and an RPC URL alone', () => {
    const chains = parseConfig(
      {},
      { chains: Object.keys(chainPresets).map((preset) => ({ preset, rpcUrl: 'https://rpc.example' })) },
    ).chains
    expect(chains.map(({ chainId, shortName, l2 }) => [chainId, shortName, l2])).toEqual([
      ['1', 'eth', false],
      ['11155111', 'sep', false],
      ['8453', 'base', true],
      ['42161', 'arb1', true],
      ['10', 'oeth', true],
      ['100', 'gno', true],
      ['137', 'matic', true],
    ])
    for (const chain of chains) {
      expect(chain.indexer.mode).toBe('watch')
      expect(chain.indexer.maxBlockRange).toBe(10_000)
      expect(chain.blockExplorerUriTemplate.txHash).toMatch(/^https:\/\/[^/]+\/tx\/\{\{txHash\}\}$/)
    }
    expect(chains.find((chain) => chain.chainId === '100')!.nativeCurrency.symbol).toBe('XDAI')
    expect(chainPresets.base.safeContracts).toBe(safeDeployments)
  })

  it('lets the deployment override any setting, the indexer’s one by one', () => {
    const [chain] = parseConfig(
      {},
      {
        chains: [
          { preset: 'polygon', rpcUrl: 'https://rpc.example', indexer: { requestsPerSecond: 20 }, startBlock: 5 },
        ],
      },
    ).chains
    expect(chain).toMatchObject({
      chainId: '137',
      startBlock: 5,
      indexer: { mode: 'watch', requestsPerSecond: 20, reorgDepth: 200, maxBlockRange: 10_000 },
    })
  })

  it('serves one preset chain from CHAIN and RPC_URL', () => {
    const { chains } = parseConfig({ CHAIN: 'base', RPC_URL: 'https://mainnet.base.org' })
    expect(chains.map((chain) => [chain.chainId, chain.chainName, chain.publicRpcUri])).toEqual([
      ['8453', 'Base', 'https://mainnet.base.org'],
    ])
  })

  it('refuses an unknown preset or a preset without its node, with a sentence', () => {
    expect(() => parseConfig({}, { chains: [{ preset: 'basee', rpcUrl: 'https://rpc.example' }] })).toThrow(
      'Invalid gateway configuration in chains[0]: no chain preset is called "basee"; the presets are ethereum, sepolia, base, arbitrum, optimism, gnosis, polygon.',
    )
    expect(() => parseConfig({ CHAIN: 'base' })).toThrow(InvalidInputError)
    expect(() => parseConfig({ CHAIN: 'base' })).toThrow("CHAIN=base needs RPC_URL, the URL of that chain's node.")
    // A key in the URL's path must not reach browsers: the preset still asks for a public URL.
    expect(() => parseConfig({ CHAIN: 'base', RPC_URL: 'https://base.example/v3/key' })).toThrow(/publicRpcUri/)
  })

  it('names ENS’s registry on Ethereum and Sepolia only, and offers DOMAIN_LOOKUP exactly where a registry is named', () => {
    const { chains } = parseConfig(
      {},
      { chains: Object.keys(chainPresets).map((preset) => ({ preset, rpcUrl: 'https://rpc.example' })) },
    )
    const infos = chains.map((chain) => toChainInfo(chain, { gatewayUrl: 'https://gateway.example' }))
    expect(infos.filter((info) => info.ensRegistryAddress === ENS_REGISTRY).map((info) => info.chainId)).toEqual([
      '1',
      '11155111',
    ])
    for (const info of infos) expect(info.features.includes('DOMAIN_LOOKUP')).toBe(info.ensRegistryAddress !== null)
    // A feature list naming DOMAIN_LOOKUP without a registry does not offer it.
    const [devnet] = parseConfig(
      {},
      {
        chains: [
          {
            chainId: '1337',
            chainName: 'D',
            shortName: 'd',
            rpcUrl: 'http://127.0.0.1:1',
            features: ['DOMAIN_LOOKUP'],
          },
        ],
      },
    ).chains
    expect(toChainInfo(devnet!, { gatewayUrl: 'http://g' }).features).toEqual([])
    const withEnv = parseConfig({ ENS_REGISTRY: ENS_REGISTRY }).chains[0]!
    expect(toChainInfo(withEnv, { gatewayUrl: 'http://g' })).toMatchObject({ ensRegistryAddress: ENS_REGISTRY })
    expect(toChainInfo(withEnv, { gatewayUrl: 'http://g' }).features).toContain('DOMAIN_LOOKUP')
  })
  it('names Safe’s Allowance module where it is published, and offers SPENDING_LIMIT exactly where one is named', () => {
    const { chains } = parseConfig(
      {},
      { chains: Object.keys(chainPresets).map((preset) => ({ preset, rpcUrl: 'https://rpc.example' })) },
    )
    const infos = chains.map((chain) => toChainInfo(chain, { gatewayUrl: 'https://gateway.example' }))
    const modules = Object.fromEntries(
      infos.map((info) => [info.chainId, info.contractAddresses.allowanceModuleAddress]),
    )
    expect(modules['1']).toBe('0xCFbFaC74C26F8647cBDb8c5caf80BB5b32E43134')
    expect(modules['100']).toBe('0xAA46724893dedD72658219405185Fb0Fc91e091C')
    for (const info of infos)
      expect(info.features.includes('SPENDING_LIMIT')).toBe(info.contractAddresses.allowanceModuleAddress !== null)
    const devnet = parseConfig({}).chains[0]!
    expect(toChainInfo(devnet, { gatewayUrl: 'http://g' }).contractAddresses.allowanceModuleAddress).toBeNull()
    expect(toChainInfo(devnet, { gatewayUrl: 'http://g' }).features).not.toContain('SPENDING_LIMIT')
    const module = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const withEnv = toChainInfo(parseConfig({ ALLOWANCE_MODULE: module }).chains[0]!, { gatewayUrl: 'http://g' })
    expect(withEnv.contractAddresses.allowanceModuleAddress).toBe(module)
    expect(withEnv.features).toContain('SPENDING_LIMIT')
  })
})
