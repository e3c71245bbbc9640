import {
  allowanceModuleAbi,
  checkAllowanceSpend,
  createSafeTxFromCalls,
  encodeAllowanceCalls,
  InvalidInputError,
  safeL2Abi,
  toAllowance,
} from '@strongroom/protocol'
import { type Address, erc20Abi, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundToken } from '../chain/fundToken'
import type { Devnet } from '../devnet/Devnet'
import { startDevnet } from '../devnet/startDevnet'
import { createSafe } from '../safe/createSafe'
import { execSafeTransaction } from '../safe/execSafeTransaction'
import { DEVNET_ALLOWANCE_MODULE } from './deployAllowanceModule'

// The devnet's Allowance module against the protocol rules the app uses (docs/spending-limits.md): the owners' one
// batch, the beneficiary's transfer with one transaction of its own, the refusal beyond the allowance, the refill.
describe('the devnet Allowance module', () => {
  let devnet: Devnet
  let safe: Address
  let token: Address
  let beneficiary: Address
  let stranger: Address
  const module = DEVNET_ALLOWANCE_MODULE

  beforeAll(async () => {
    devnet = await startDevnet()
    token = devnet.demo!.tokens.usdc
    beneficiary = devnet.accounts[5]!.address
    stranger = devnet.accounts[6]!.address
    safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
    await fundToken(devnet, { token, to: safe, amount: 1_000_000_000n })
  })
  afterAll(() => devnet?.stop())

  const words = async (delegate: Address, asset: Address) =>
    devnet.publicClient.readContract({
      address: module,
      abi: allowanceModuleAbi,
      functionName: 'getTokenAllowance',
      args: [safe, delegate, asset],
    })
  const chainNow = async () => new Date(Number((await devnet.publicClient.getBlock()).timestamp) * 1000)
  const spend = (asset: Address, amount: bigint, to = stranger) =>
    devnet.walletClient(5).writeContract({
      address: module,
      abi: allowanceModuleAbi,
      functionName: 'executeAllowanceTransfer',
      args: [safe, asset, to, amount, zeroAddress, 0n, beneficiary, '0x'],
    })
  const tokenBalance = (address: Address) =>
    devnet.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

  it('is deployed by startDevnet at its fixed address', async () => {
    expect(devnet.allowanceModule).toBe(module)
    expect(
      await devnet.publicClient.readContract({ address: module, abi: allowanceModuleAbi, functionName: 'NAME' }),
    ).toBe('Allowance Module')
  })

  it('the owners’ one batch enables the module, registers the beneficiary and sets a daily allowance', async () => {
    const calls = encodeAllowanceCalls({
      safe,
      module,
      moduleEnabled: false,
      delegates: [],
      edits: [
        { kind: 'set', delegate: beneficiary, token, amount: 100_000_000n, resetMinutes: 1_440 },
        { kind: 'set', delegate: beneficiary, token: zeroAddress, amount: parseEther('0.1'), resetMinutes: 0 },
      ],
    })
    const { nonce: _nonce, ...tx } = createSafeTxFromCalls({ calls, nonce: 0n })
    await execSafeTransaction(devnet, { safe, tx, signers: [0, 1] })
    expect(
      await devnet.publicClient.readContract({
        address: safe,
        abi: safeL2Abi,
        functionName: 'isModuleEnabled',
        args: [module],
      }),
    ).toBe(true)
    const [delegates] = await devnet.publicClient.readContract({
      address: module,
      abi: allowanceModuleAbi,
      functionName: 'getDelegates',
      args: [safe, 0, 10],
    })
    expect(delegates).toEqual([beneficiary])
    const allowance = toAllowance(await words(beneficiary, token), await chainNow())
    expect(allowance).toMatchObject({ amount: 100_000_000n, spent: 0n, remaining: 100_000_000n, resetMinutes: 1_440 })
  })

  it('the beneficiary moves funds within it with one transaction of its own, no owner signing', async () => {
    const before = await tokenBalance(stranger)
    await devnet.publicClient.waitForTransactionReceipt({ hash: await spend(token, 60_000_000n) })
    expect((await tokenBalance(stranger)) - before).toBe(60_000_000n)
    await devnet.publicClient.waitForTransactionReceipt({ hash: await spend(zeroAddress, parseEther('0.1')) })
    const allowance = toAllowance(await words(beneficiary, token), await chainNow())
    expect(allowance).toMatchObject({ spent: 60_000_000n, remaining: 40_000_000n, nonce: 2 })
  })

  it('beyond what is left, the app refuses with a sentence and the module reverts', async () => {
    const allowance = toAllowance(await words(beneficiary, token), await chainNow())
    expect(() => checkAllowanceSpend(allowance, 40_000_001n, (value) => `${value}`)).toThrow(InvalidInputError)
    await expect(spend(token, 40_000_001n)).rejects.toThrow(/newSpent/)
    await expect(spend(zeroAddress, 1n)).rejects.toThrow(/newSpent/)
  })

  it('someone else cannot spend it', async () => {
    await expect(
      devnet.walletClient(6).writeContract({
        address: module,
        abi: allowanceModuleAbi,
        functionName: 'executeAllowanceTransfer',
        args: [safe, token, stranger, 1n, zeroAddress, 0n, beneficiary, '0x'],
      }),
    ).rejects.toThrow(/expectedDelegate == signer/)
  })

  it('a day later the module and toAllowance agree that it has refilled', async () => {
    const read = await words(beneficiary, token)
    const readAt = await chainNow()
    await devnet.testClient.increaseTime({ seconds: 24 * 60 * 60 })
    await devnet.mine(1)
    const now = await chainNow()
    // The same words read a day ago, brought forward by the rule, give what the module says now.
    expect(toAllowance(read, now)).toEqual(toAllowance(await words(beneficiary, token), now))
    expect(toAllowance(read, readAt).remaining).toBe(40_000_000n)
    expect(toAllowance(read, now).remaining).toBe(100_000_000n)
    await devnet.publicClient.waitForTransactionReceipt({ hash: await spend(token, 100_000_000n) })
  })
})
