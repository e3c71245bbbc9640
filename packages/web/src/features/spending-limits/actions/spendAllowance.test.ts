import { toAllowance } from '@strongroom/protocol'
import type { Address, Client } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { SpendAllowanceError } from './SpendAllowanceError'
import { spendAllowance } from './spendAllowance'

const SAFE: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const MODULE: Address = '0xAA46724893dedD72658219405185Fb0Fc91e091C'
const DUSD: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const TO: Address = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

const allowance = toAllowance([100n, 60n, 1_440n, 29_000_000n, 2n], new Date(29_000_010 * 60_000))
const wallet = () => ({
  address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as const,
  getChainId: vi.fn(async () => 1337),
  sendTransaction: vi.fn(async () => '0x01' as const),
})
const context = (w: ReturnType<typeof wallet>) => ({
  wallet: w,
  // Never reached in these cases: the refusals come before the node is asked.
  client: {} as Client,
  chainId: 1337,
  chainName: 'Strongroom Devnet',
})
const input = (amount: bigint) => ({
  safe: SAFE,
  module: MODULE,
  token: DUSD,
  to: TO,
  amount,
  allowance,
  describe: (raw: bigint) => `${raw} units`,
})

describe('spendAllowance', () => {
  it('refuses more than is left with the allowance’s sentence, before the wallet is asked anything', async () => {
    const w = wallet()
    const attempt = spendAllowance(input(41n), context(w))
    await expect(attempt).rejects.toBeInstanceOf(SpendAllowanceError)
    await expect(spendAllowance(input(41n), context(w))).rejects.toThrow(
      'That is more than your allowance leaves: you can spend up to 40 units.',
    )
    expect(w.getChainId).not.toHaveBeenCalled()
    expect(w.sendTransaction).not.toHaveBeenCalled()
  })

  it('refuses a wallet on another network with a sentence, sending nothing', async () => {
    const w = wallet()
    w.getChainId.mockResolvedValue(1)
    await expect(spendAllowance(input(40n), context(w))).rejects.toThrow(
      'Switch your wallet to Strongroom Devnet, then try again.',
    )
    expect(w.sendTransaction).not.toHaveBeenCalled()
  })
})
