import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type Devnet, startDevnet } from '@strongroom/devnet'
import { InvalidInputError } from '@strongroom/protocol'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testConfig } from '../../testing/testChainConfig'
import { createChainClient } from './createChainClient'
import { NodeAnswerError } from './NodeAnswerError'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ deploy: false, demo: false })
})

afterAll(() => devnet?.stop())

const wsUrl = () => devnet.rpcUrl.replace(/^http/, 'ws')

describe('createChainClient', () => {
  it('batches parallel HTTP calls into one request', async () => {
    const client = createChainClient(testConfig(devnet).chains[0]!)
    expect(client.transport.type).toBe('http')
    // The first call is preceded by the node's chain id (guardChainId); later ones go straight out.
    await client.getBlockNumber()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const [latest, chainId, byNumber] = await Promise.all([
      client.getBlock({ blockTag: 'latest' }),
      client.getChainId(),
      client.getBlock({ blockNumber: 0n }),
    ])
    expect(chainId).toBe(devnet.chainId)
    expect(byNumber.number).toBe(0n)
    expect(latest.number).toBeGreaterThanOrEqual(0n)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    fetchSpy.mockRestore()
  })

  it('checks the node’s chain id before its first call, and refuses every call of a node of another chain', async () => {
    const client = createChainClient(testConfig({ rpcUrl: devnet.rpcUrl, chainId: 8453 }).chains[0]!)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await expect(client.getBlockNumber()).rejects.toThrow('The RPC of chain 8453 serves chain 1337.')
    await expect(client.getBalance({ address: devnet.accounts[0]!.address })).rejects.toThrow(NodeAnswerError)
    // The verdict is kept: the node was asked its chain id once, and nothing else.
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    fetchSpy.mockRestore()
  })

  it('uses WebSocket for ws:// URLs when the runtime has a WebSocket', async () => {
    const config = testConfig(devnet, { chain: { rpcUrl: wsUrl() } }).chains[0]!
    if (typeof globalThis.WebSocket === 'undefined') {
      expect(() => createChainClient(config)).toThrow(InvalidInputError)
      // Node 20: the flag provides the global WebSocket; check the transport in such a process.
      const script = `
        import { createChainClient } from ${JSON.stringify(fileURLToPath(new URL('./createChainClient.ts', import.meta.url)))}
        const client = createChainClient(${JSON.stringify(config)})
        const block = await client.getBlock({ blockTag: 'latest' })
        console.log(JSON.stringify({ type: client.transport.type, hash: block.hash }))
        process.exit(0)`
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--experimental-websocket', '--no-warnings', '--import', 'tsx', '--input-type=module', '-e', script],
        { timeout: 30_000 },
      )
      const answer = JSON.parse(stdout.trim().split('\n').at(-1)!) as { type: string; hash: string }
      const latest = await devnet.publicClient.getBlock({ blockTag: 'latest' })
      expect(answer).toEqual({ type: 'webSocket', hash: latest.hash })
    } else {
      const client = createChainClient(config)
      expect(client.transport.type).toBe('webSocket')
      expect(await client.getChainId()).toBe(devnet.chainId)
    }
  })
})
