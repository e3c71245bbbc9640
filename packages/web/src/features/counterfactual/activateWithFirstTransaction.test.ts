import { createSafeTx } from '@strongroom/protocol'
import { type Client, createClient, custom, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { predictUndeployedSafeAddress, type UndeployedSafe } from '../safes'
import type { SafeTxFlowContext } from '../transactions'
import { ActivateSafeError } from './ActivateSafeError'
import { activateWithFirstTransaction } from './activateWithFirstTransaction'

const owner = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const chainId = 1337

function undeployed(threshold: number): UndeployedSafe {
  const setup = {
    owners: [owner.address, stranger.address].slice(0, Math.max(threshold, 1)),
    threshold,
    saltNonce: '9',
  }
  return { address: predictUndeployedSafeAddress(setup), ...setup }
}

/** The node's answer to eth_getCode (all this action reads before it asks the wallet), and a wallet of spies. */
function context(account: typeof owner, code: Hex = '0x'): SafeTxFlowContext & { wallet: { [key: string]: unknown } } {
  const client = createClient({
    transport: custom({
      request: async ({ method }: { method: string }) => {
        if (method === 'eth_getCode') return code
        throw new Error(`not expected: ${method}`)
      },
    }),
  }) as Client
  const wallet = {
    address: account.address,
    getChainId: vi.fn(async () => chainId),
    signTypedData: vi.fn(async () => '0x' as Hex),
    signHash: vi.fn(async () => '0x' as Hex),
    sendTransaction: vi.fn(async () => '0x' as Hex),
  }
  return { wallet, client, gatewayUrl: 'http://gateway.invalid', chainId, chainName: 'Strongroom Devnet' }
}

const first = createSafeTx({ to: stranger.address, value: parseEther('0.1'), nonce: 0n })

describe('activateWithFirstTransaction refuses before any wallet prompt', () => {
  it.each([
    ['a wallet that is no owner', undeployed(1), stranger, first, 'Only an owner'],
    ['a Safe that needs two signatures', undeployed(2), owner, first, 'activate it first'],
    ['a first transaction whose nonce is not 0', undeployed(1), owner, { ...first, nonce: 1n }, 'nonce 0'],
  ])('%s', async (_, safe, account, tx, sentence) => {
    const run = context(account)
    const error = await activateWithFirstTransaction({ safe, tx }, run).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ActivateSafeError)
    expect((error as ActivateSafeError).message).toContain(sentence)
    expect((error as ActivateSafeError).step).toBe('check')
    expect(run.wallet.signTypedData).not.toHaveBeenCalled()
    expect(run.wallet.sendTransaction).not.toHaveBeenCalled()
  })

  it('a Safe that has code at its address already (activated elsewhere)', async () => {
    const run = context(owner, '0x6080')
    await expect(activateWithFirstTransaction({ safe: undeployed(1), tx: first }, run)).rejects.toThrow(
      'This Safe is deployed already',
    )
    expect(run.wallet.signTypedData).not.toHaveBeenCalled()
  })
})
