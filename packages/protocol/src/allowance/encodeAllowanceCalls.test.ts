import fc from 'fast-check'
import { type Address, getAddress, isAddressEqual, toHex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { assessSafeTx } from '../safe/assessSafeTx'
import { createSafeTxFromCalls } from '../safe/createSafeTxFromCalls'
import { decodeSettingsChange } from '../safe/decodeSettingsChange'
import { decodeAllowanceChange } from './decodeAllowanceChange'
import { type AllowanceEdit, encodeAllowanceCalls } from './encodeAllowanceCalls'

const SAFE: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const MODULE: Address = '0xAA46724893dedD72658219405185Fb0Fc91e091C'
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAROL: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const DUSD: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

const describeCalls = (calls: ReturnType<typeof encodeAllowanceCalls>) =>
  calls.map((call) =>
    isAddressEqual(call.to, SAFE) ? decodeSettingsChange({ data: call.data }) : decodeAllowanceChange(call.data),
  )

describe('encodeAllowanceCalls', () => {
  it('enables the module, registers the beneficiary and sets the allowance, in that order', () => {
    const calls = encodeAllowanceCalls({
      safe: SAFE,
      module: MODULE,
      moduleEnabled: false,
      delegates: [],
      edits: [{ kind: 'set', delegate: BOB, token: DUSD, amount: 100n, resetMinutes: 1_440 }],
    })
    expect(calls.map((call) => call.to)).toEqual([SAFE, MODULE, MODULE])
    expect(describeCalls(calls)).toEqual([
      { type: 'ENABLE_MODULE', module: MODULE },
      { type: 'ADD_DELEGATE', delegate: BOB },
      { type: 'SET_ALLOWANCE', delegate: BOB, token: DUSD, amount: 100n, resetMinutes: 1_440 },
    ])
  })

  it('with the module enabled and the beneficiary registered, edits only; removing deletes the allowance', () => {
    const calls = encodeAllowanceCalls({
      safe: SAFE,
      module: MODULE,
      moduleEnabled: true,
      delegates: [BOB],
      edits: [
        { kind: 'set', delegate: BOB, token: zeroAddress, amount: 5n, resetMinutes: 0 },
        { kind: 'remove', delegate: BOB, token: DUSD },
        { kind: 'set', delegate: CAROL, token: DUSD, amount: 1n, resetMinutes: 60 },
        { kind: 'set', delegate: CAROL, token: zeroAddress, amount: 1n, resetMinutes: 60 },
      ],
    })
    expect(describeCalls(calls).map((change) => change?.type)).toEqual([
      'SET_ALLOWANCE',
      'DELETE_ALLOWANCE',
      'ADD_DELEGATE',
      'SET_ALLOWANCE',
      'SET_ALLOWANCE',
    ])
  })

  it('only removing never enables the module', () => {
    const calls = encodeAllowanceCalls({
      safe: SAFE,
      module: MODULE,
      moduleEnabled: false,
      delegates: [BOB],
      edits: [{ kind: 'remove', delegate: BOB, token: DUSD }],
    })
    expect(describeCalls(calls)).toEqual([{ type: 'DELETE_ALLOWANCE', delegate: BOB, token: DUSD }])
  })

  it.each<[string, AllowanceEdit[]]>([
    ['no edit', []],
    ['a zero amount', [{ kind: 'set', delegate: BOB, token: DUSD, amount: 0n, resetMinutes: 0 }]],
    ['an amount beyond 96 bits', [{ kind: 'set', delegate: BOB, token: DUSD, amount: 2n ** 96n, resetMinutes: 0 }]],
    ['a period beyond 16 bits', [{ kind: 'set', delegate: BOB, token: DUSD, amount: 1n, resetMinutes: 65_536 }]],
    ['the Safe as beneficiary', [{ kind: 'remove', delegate: SAFE, token: DUSD }]],
    ['the zero address as beneficiary', [{ kind: 'remove', delegate: zeroAddress, token: DUSD }]],
    [
      'the same beneficiary and token twice',
      [
        { kind: 'set', delegate: BOB, token: DUSD, amount: 1n, resetMinutes: 0 },
        { kind: 'remove', delegate: getAddress(BOB.toLowerCase()), token: DUSD },
      ],
    ],
  ])('refuses %s with a sentence', (_name, edits) => {
    expect(() =>
      encodeAllowanceCalls({ safe: SAFE, module: MODULE, moduleEnabled: true, delegates: [], edits }),
    ).toThrow(InvalidInputError)
  })

  const address = fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => getAddress(toHex(bytes)))
    .filter((candidate) => !isAddressEqual(candidate, SAFE) && !isAddressEqual(candidate, zeroAddress))
  const edit: fc.Arbitrary<AllowanceEdit> = fc.oneof(
    fc.record({
      kind: fc.constant('set' as const),
      delegate: address,
      token: address,
      amount: fc.bigInt({ min: 1n, max: 2n ** 96n - 1n }),
      resetMinutes: fc.integer({ min: 0, max: 0xffff }),
    }),
    fc.record({ kind: fc.constant('remove' as const), delegate: address, token: address }),
  )

  it('every edit reads back as itself, and the review flags each call as a change of who can move funds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(edit, { minLength: 1, maxLength: 4, selector: (e) => `${e.delegate}:${e.token}`.toLowerCase() }),
        fc.boolean(),
        (edits, moduleEnabled) => {
          const calls = encodeAllowanceCalls({ safe: SAFE, module: MODULE, moduleEnabled, delegates: [], edits })
          const changes = describeCalls(calls)
          const edited = changes.filter(
            (change) => change?.type === 'SET_ALLOWANCE' || change?.type === 'DELETE_ALLOWANCE',
          )
          expect(edited).toEqual(
            edits.map((e) =>
              e.kind === 'set'
                ? {
                    type: 'SET_ALLOWANCE',
                    delegate: e.delegate,
                    token: e.token,
                    amount: e.amount,
                    resetMinutes: e.resetMinutes,
                  }
                : { type: 'DELETE_ALLOWANCE', delegate: e.delegate, token: e.token },
            ),
          )
          const tx = createSafeTxFromCalls({ calls, nonce: 0n })
          const assessment = assessSafeTx({ safe: SAFE, tx })
          expect(assessment.blocks).toEqual([])
          expect(assessment.controlChanges).toHaveLength(calls.length)
        },
      ),
      { numRuns: 50 },
    )
  })
})
