import { concat, type Hex, numberToHex, size, toHex } from 'viem'

/** A log the contract emits once, from its constructor: up to 4 topics and an optional 32-byte data word. */
export type ConstructorLog = { topics: readonly Hex[]; data?: bigint }

const push1 = (value: number) => concat(['0x60', numberToHex(value, { size: 1 })])
const push2 = (value: number) => concat(['0x61', numberToHex(value, { size: 2 })])
const push4 = (value: Hex) => concat(['0x63', value])
const push32 = (value: Hex) => concat(['0x7f', value])

/**
 * Creation code of a minimal contract for tests of odd tokens (hand-assembled EVM, no compiler): its constructor emits
 * `logs` (for example a Transfer to a Safe, so the indexer sees a token arrive) and at run time it answers each
 * selector of `answers` with fixed return data and reverts on every other call. So a token whose `name()` reverts is
 * simply a selector left out.
 */
export function buildFixedAnswerContract({
  logs = [],
  answers,
}: {
  logs?: readonly ConstructorLog[]
  answers: Readonly<Record<Hex, Hex>>
}): Hex {
  const entries = Object.entries(answers) as [Hex, Hex][]
  // Dispatcher: selector = calldata[0:4]; one compare-and-jump per answer; anything else reverts.
  const head = (destinations: number[]) =>
    concat([
      push1(0),
      '0x35', // CALLDATALOAD
      push1(0xe0),
      '0x1c', // SHR
      ...entries.flatMap(([selector], index) => [
        '0x80' as Hex, // DUP1
        push4(selector),
        '0x14' as Hex, // EQ
        push2(destinations[index] ?? 0),
        '0x57' as Hex, // JUMPI
      ]),
      push1(0),
      '0x80', // DUP1
      '0xfd', // REVERT
    ])
  // Each branch: CODECOPY its answer to memory 0 and RETURN it.
  const branch = (offset: number, length: number) =>
    concat([
      '0x5b', // JUMPDEST
      push2(length),
      push2(offset),
      push1(0),
      '0x39', // CODECOPY
      push2(length),
      push1(0),
      '0xf3', // RETURN
    ])
  const headSize = size(head([]))
  const branchSize = size(branch(0, 0))
  const destinations = entries.map((_, index) => headSize + index * branchSize)
  let dataOffset = headSize + entries.length * branchSize
  const branches = entries.map(([, data]) => {
    const code = branch(dataOffset, size(data))
    dataOffset += size(data)
    return code
  })
  const runtime = concat([head(destinations), ...branches, ...entries.map(([, data]) => data)])

  const emit = logs.map((log) =>
    concat([
      ...(log.data === undefined ? [] : [push32(toHex(log.data, { size: 32 })), push1(0), '0x52' as Hex]), // MSTORE
      ...[...log.topics].reverse().map(push32),
      push1(log.data === undefined ? 0 : 32),
      push1(0),
      numberToHex(0xa0 + log.topics.length, { size: 1 }), // LOGn
    ]),
  )
  // Constructor tail: copy the runtime code to memory 0 and return it.
  const deploy = (runtimeOffset: number) =>
    concat([push2(size(runtime)), '0x80', push2(runtimeOffset), push1(0), '0x39', push1(0), '0xf3'])
  const prefixSize = size(concat([...emit, deploy(0)]))
  return concat([...emit, deploy(prefixSize), runtime])
}
