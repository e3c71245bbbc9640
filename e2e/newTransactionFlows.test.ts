import {
  createSafe,
  type Devnet,
  demoRecorderAbi,
  demoTokenAbi,
  deployDemoRecorder,
  devAccounts,
  fundToken,
  startDevnet,
} from '@strongroom/devnet'
import {
  createSafeTx,
  encodeMultiSend,
  type SafeTxFields,
  safeL2Abi,
  trustedDelegateCallTargets,
} from '@strongroom/protocol'
import { simulateSafeTx } from '@strongroom/web/actions'
import { type Address, encodeFunctionData, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The new-transaction review's simulation (simulateSafeTx, docs/new-transactions.md §Simulation) on the real devnet:
// anvil runs each SafeTx as the Safe would execute it, before anyone has signed. The screen's tests fake it.

let devnet: Devnet
let safe: Address
let recorder: Address
const OWNER = devAccounts[0]!.address
const RECIPIENT = devAccounts[3]!.address

beforeAll(async () => {
  devnet = await startDevnet({ deploy: true, demo: true })
  // A 2-of-2 Safe holding 1 ETH and 100 dUSD: no single owner could execute anything in it.
  safe = await createSafe(devnet, { owners: [0, 1], threshold: 2, fundWei: parseEther('1') })
  await fundToken(devnet, { token: devnet.demo!.tokens.usdc, to: safe, amount: parseUnits('100', 6) })
  recorder = await deployDemoRecorder(devnet)
})

afterAll(async () => {
  await devnet?.stop()
})

const recordNothing = () =>
  encodeFunctionData({ abi: demoRecorderAbi, functionName: 'record', args: [[], { who: RECIPIENT, amount: 0n }] })
/** Simulates `fields` (at nonce 0: execTransaction runs at the Safe's own nonce anyway) as `owner` would execute it. */
const simulate = (fields: Omit<SafeTxFields, 'nonce'>, owner: Address = OWNER) =>
  simulateSafeTx(devnet.publicClient, { safe, tx: createSafeTx({ nonce: 0n, ...fields }), owner })

describe('simulateSafeTx on the devnet', () => {
  it('runs a transfer of a 2-of-2 Safe with one owner and no signature, and changes nothing on chain', async () => {
    const nonce = await devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })
    const balance = await devnet.publicClient.getBalance({ address: safe })
    const simulation = await simulate({ to: RECIPIENT, value: parseEther('0.1') })
    expect(simulation).toEqual({ outcome: 'success', balanceChanges: [{ kind: 'native', delta: -parseEther('0.1') }] })
    expect(await devnet.publicClient.getBalance({ address: safe })).toBe(balance)
    expect(await devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })).toBe(nonce)
  })

  it('reports what an ERC-20 transfer takes from the Safe', async () => {
    const token = devnet.demo!.tokens.usdc
    const data = encodeFunctionData({
      abi: demoTokenAbi,
      functionName: 'transfer',
      args: [RECIPIENT, parseUnits('25', 6)],
    })
    expect(await simulate({ to: token, data })).toEqual({
      outcome: 'success',
      balanceChanges: [{ kind: 'erc20', token, delta: -parseUnits('25', 6) }],
    })
  })

  it('quotes the reason of a call that reverts, instead of the Safe’s GS013', async () => {
    expect(await simulate({ to: recorder, data: recordNothing() })).toEqual({
      outcome: 'revert',
      reason: 'the contract said “DemoRecorder: no values”',
    })
  })

  it('names the action of a batch that fails', async () => {
    const data = encodeMultiSend([
      { operation: 0, to: RECIPIENT, value: parseEther('0.01'), data: '0x' },
      { operation: 0, to: recorder, value: 0n, data: recordNothing() },
    ])
    expect(await simulate({ to: trustedDelegateCallTargets.multiSendCallOnly, data, operation: 1 })).toEqual({
      outcome: 'revert',
      reason: 'action 2 of the batch fails: the contract said “DemoRecorder: no values”',
    })
  })

  it('says when the Safe sends more of the native coin than it holds', async () => {
    expect(await simulate({ to: RECIPIENT, value: parseEther('5') })).toEqual({
      outcome: 'revert',
      reason: 'the Safe does not hold enough of the native coin for the value it sends',
    })
  })

  it('refuses an account that is not an owner: the Safe’s own signature check runs', async () => {
    expect(await simulate({ to: RECIPIENT, value: 1n }, devAccounts[5]!.address)).toEqual({
      outcome: 'revert',
      reason: 'a signature is not by an owner, or the signatures are out of order',
    })
  })
})
