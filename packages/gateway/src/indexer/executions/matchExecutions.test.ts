import { createSafeTx, encodeExecTransaction, getSafeTxHash, safeL2Abi } from '@strongroom/protocol'
import { type Address, encodeFunctionData, type Hash, type Hex, parseEther, zeroHash } from 'viem'
import { describe, expect, it } from 'vitest'
import type { CallFrame } from './CallFrame'
import type { ModuleOutcome, MultisigOutcome } from './findUnpairedOutcomes'
import { matchExecutions } from './matchExecutions'

const chainId = 1337
const safe: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const relayer: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const module: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const recipient: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const signatures: Hex = `0x${'11'.repeat(65)}`

function execution(nonce: bigint, value: bigint) {
  const tx = createSafeTx({ to: recipient, value, nonce })
  return {
    tx,
    safeTxHash: getSafeTxHash({ chainId, safeAddress: safe, tx }),
    input: encodeExecTransaction({ tx, signatures }),
  }
}

let logIndex = 0
function outcome(safeTxHash: Hash): MultisigOutcome {
  return {
    event: 'ExecutionSuccess',
    address: safe,
    args: { txHash: safeTxHash, payment: '0' },
    blockNumber: 10,
    blockHash: zeroHash,
    txHash: zeroHash,
    txIndex: 0,
    logIndex: logIndex++,
  }
}
function moduleOutcome(): ModuleOutcome {
  return {
    event: 'ExecutionFromModuleSuccess',
    address: safe,
    args: { module },
    blockNumber: 10,
    blockHash: zeroHash,
    txHash: zeroHash,
    txIndex: 0,
    logIndex: logIndex++,
  }
}
function frame(from: Address, input: Hex, finishedAt: number, extra: Partial<CallFrame> = {}): CallFrame {
  return { type: 'CALL', from, to: safe, input, reverted: false, finishedAt, ...extra }
}
const moduleCall = (value: bigint) =>
  encodeFunctionData({
    abi: safeL2Abi,
    functionName: 'execTransactionFromModule',
    args: [recipient, value, '0x', 0],
  })

const base = { chainId, module: [], source: 'trace' as const, final: true }

describe('matchExecutions', () => {
  it('takes the call whose fields hash, at the chain’s nonce, to the log’s safeTxHash', () => {
    const first = execution(4n, parseEther('1'))
    const second = execution(5n, parseEther('2'))
    const logs = [outcome(first.safeTxHash), outcome(second.safeTxHash)]
    const nonces = new Map([
      [logs[0]!, 4n],
      [logs[1]!, 5n],
    ])
    // The relayer's calls in the other order: each is matched by its hash, not by its position.
    const resolved = matchExecutions({
      ...base,
      multisig: logs,
      frames: [frame(relayer, second.input, 0), frame(relayer, first.input, 1)],
      nonceOf: (log) => nonces.get(log) ?? null,
    })
    expect([...resolved.values()]).toEqual([
      { kind: 'multisig', nonce: 4n, tx: first.tx, signatures, executor: relayer, source: 'trace' },
      { kind: 'multisig', nonce: 5n, tx: second.tx, signatures, executor: relayer, source: 'trace' },
    ])
  })

  it('says hash-mismatch for calldata that does not hash to the log, and stores none of its fields', () => {
    const claimed = execution(4n, parseEther('1'))
    const sent = execution(4n, parseEther('9'))
    const resolved = matchExecutions({
      ...base,
      multisig: [outcome(claimed.safeTxHash)],
      frames: [frame(relayer, sent.input, 0)],
      nonceOf: () => 4n,
    })
    expect([...resolved.values()]).toEqual([{ kind: 'unavailable', nonce: 4n, reason: 'hash-mismatch' }])
  })

  it('says hash-mismatch when the nonce the chain gives is not the one signed', () => {
    const signed = execution(4n, parseEther('1'))
    const resolved = matchExecutions({
      ...base,
      multisig: [outcome(signed.safeTxHash)],
      frames: [frame(relayer, signed.input, 0)],
      nonceOf: () => 5n,
    })
    expect([...resolved.values()]).toEqual([{ kind: 'unavailable', nonce: 5n, reason: 'hash-mismatch' }])
  })

  it('says not-in-trace for a trace without a call to the Safe (a DELEGATECALL into it does not count)', () => {
    const signed = execution(4n, parseEther('1'))
    const resolved = matchExecutions({
      ...base,
      multisig: [outcome(signed.safeTxHash)],
      frames: [frame(relayer, signed.input, 0, { type: 'DELEGATECALL' }), frame(relayer, '0x', 1, { to: relayer })],
      nonceOf: () => 4n,
    })
    expect([...resolved.values()]).toEqual([{ kind: 'unavailable', nonce: 4n, reason: 'not-in-trace' }])
  })

  it('says no-tracing without frames, and leaves logs unanswered while a trace may still come', () => {
    const signed = execution(4n, parseEther('1'))
    const logs = [outcome(signed.safeTxHash)]
    expect([...matchExecutions({ ...base, multisig: logs, frames: null, nonceOf: () => 4n }).values()]).toEqual([
      { kind: 'unavailable', nonce: 4n, reason: 'no-tracing' },
    ])
    expect(matchExecutions({ ...base, final: false, multisig: logs, frames: [], nonceOf: () => 4n }).size).toBe(0)
  })

  it('pairs module logs with the module’s surviving calls in the order they finished', () => {
    const logs = [moduleOutcome(), moduleOutcome()]
    const resolved = matchExecutions({
      ...base,
      multisig: [],
      module: logs,
      frames: [
        frame(module, moduleCall(3n), 5),
        frame(module, moduleCall(9n), 0, { reverted: true }),
        frame(module, moduleCall(1n), 2),
        frame(relayer, moduleCall(7n), 1),
      ],
      nonceOf: () => null,
    })
    expect([...resolved.values()].map((value) => (value.kind === 'module' ? value.call.value : value))).toEqual([
      1n,
      3n,
    ])
  })

  it('answers module logs it cannot pair one to one as not-in-trace', () => {
    const resolved = matchExecutions({
      ...base,
      multisig: [],
      module: [moduleOutcome(), moduleOutcome()],
      frames: [frame(module, moduleCall(1n), 0)],
      nonceOf: () => null,
    })
    expect([...resolved.values()]).toEqual([
      { kind: 'unavailable', nonce: null, reason: 'not-in-trace' },
      { kind: 'unavailable', nonce: null, reason: 'not-in-trace' },
    ])
  })
})
