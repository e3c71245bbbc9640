import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkLogAnswer } from './checkLogAnswer'
import type { LogFilter } from './LogFilter'
import { NodeAnswerError } from './NodeAnswerError'

const SAFE = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe' as const
const TOPIC = `0x${'ab'.repeat(32)}` as const
const filter: LogFilter = { from: 10, to: 20, address: [SAFE], topics: [[TOPIC]] }

const log = (overrides: Record<string, unknown> = {}) => ({
  address: SAFE,
  topics: [TOPIC, `0x${'00'.repeat(12)}${'11'.repeat(20)}`],
  data: '0x',
  blockNumber: '0xf',
  blockHash: `0x${'cd'.repeat(32)}`,
  transactionHash: `0x${'ef'.repeat(32)}`,
  transactionIndex: '0x0',
  logIndex: '0x3',
  removed: false,
  ...overrides,
})

const FIELDS = [
  'address',
  'topics',
  'data',
  'blockNumber',
  'blockHash',
  'transactionHash',
  'transactionIndex',
  'logIndex',
]

/** Values no field of a log may hold. */
const garbage = fc.oneof(
  fc.constantFrom(null, undefined, 42, true, {}, [], '', '0x', '0xzz', 'latest', '-0x1', `0x${'00'.repeat(33)}`),
  fc.string({ maxLength: 80 }).filter((text) => !/^0x[0-9a-f]*$/i.test(text)),
)

describe('checkLogAnswer', () => {
  it('takes a well-formed answer within the range and the filter', () => {
    const answer = [log(), log({ logIndex: '0x4', blockNumber: '0x14' })]
    expect(checkLogAnswer(answer, filter, '1337')).toBe(answer)
    expect(checkLogAnswer([], filter, '1337')).toEqual([])
  })

  it('refuses every answer that is not a list, with a sentence', () => {
    fc.assert(
      fc.property(fc.oneof(garbage, fc.dictionary(fc.string(), fc.jsonValue())), (answer) => {
        fc.pre(!Array.isArray(answer))
        let thrown: unknown
        try {
          checkLogAnswer(answer, filter, '1337')
        } catch (error) {
          thrown = error
        }
        expect(thrown).toBeInstanceOf(NodeAnswerError)
        expect((thrown as Error).message).toBe(
          'The node of chain 1337 answered eth_getLogs for blocks 10–20 with something that is not a list of logs.',
        )
      }),
    )
  })

  it('refuses an answer with any field of any log malformed, naming the field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), garbage, fc.nat(2), (field, value, at) => {
        // No topics at all, or any even-length hex as data, is a well-formed log.
        const wellFormedData = typeof value === 'string' && /^0x([0-9a-f]{2})*$/i.test(value)
        fc.pre(!(field === 'topics' && Array.isArray(value)) && !(field === 'data' && wellFormedData))
        const answer = [log({ logIndex: '0x1' }), log({ logIndex: '0x2' })]
        answer.splice(at, 0, log({ [field]: value }))
        expect(() => checkLogAnswer(answer, filter, '1337')).toThrow(
          `The node of chain 1337 answered eth_getLogs for blocks 10–20 with a malformed log (${field}`,
        )
      }),
    )
  })

  it.each([
    ['a log outside the range', log({ blockNumber: '0x15' }), 'a log of block 21'],
    [
      'a log of another address',
      log({ address: '0x1111111111111111111111111111111111111111' }),
      'a log of 0x1111111111111111111111111111111111111111, which the filter does not name',
    ],
    [
      'a log of another event',
      log({ topics: [`0x${'ac'.repeat(32)}`] }),
      'a log whose topic 0 the filter does not ask for',
    ],
    ['a log without topics', log({ topics: [] }), 'a log whose topic 0 the filter does not ask for'],
  ])('refuses %s', (_, bad, what) => {
    expect(() => checkLogAnswer([log({ logIndex: '0x9' }), bad], filter, '1337')).toThrow(
      `The node of chain 1337 answered eth_getLogs for blocks 10–20 with ${what}.`,
    )
  })

  it('refuses the same log twice', () => {
    expect(() => checkLogAnswer([log(), log()], filter, '1337')).toThrow('with the same log twice (block 15, index 3).')
  })

  it('matches addresses and topics whatever their case, and any topic where the filter has null', () => {
    const loose: LogFilter = {
      from: 10,
      to: 20,
      address: SAFE.toUpperCase().replace('0X', '0x') as `0x${string}`,
      topics: [null, null],
    }
    expect(
      checkLogAnswer([log({ topics: [TOPIC.toUpperCase().replace('0X', '0x'), TOPIC] })], loose, '1'),
    ).toHaveLength(1)
  })
})
