import fc from 'fast-check'
import { type AbiParameter, decodeAbiParameters, encodeAbiParameters, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { ParameterInputError } from './ParameterInputError'
import { parseParameterInput } from './parseParameterInput'

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`

/** A random ABI parameter type, nested up to `depth` lists and tuples, with a generator of valid values for it. */
type Case = { parameter: AbiParameter; value: fc.Arbitrary<unknown> }

const leaf: fc.Arbitrary<Case> = fc.oneof(
  fc.integer({ min: 1, max: 32 }).map((n) => ({
    parameter: { type: `uint${n * 8}` },
    value: fc.bigInt({ min: 0n, max: 2n ** BigInt(n * 8) - 1n }),
  })),
  fc.integer({ min: 1, max: 32 }).map((n) => ({
    parameter: { type: `int${n * 8}` },
    value: fc.bigInt({ min: -(2n ** BigInt(n * 8 - 1)), max: 2n ** BigInt(n * 8 - 1) - 1n }),
  })),
  fc.constant({
    parameter: { type: 'address' },
    value: fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(hex(bytes))),
  }),
  fc.constant({ parameter: { type: 'bool' }, value: fc.boolean() }),
  fc.constant({ parameter: { type: 'string' }, value: fc.string() }),
  fc.constant({ parameter: { type: 'bytes' }, value: fc.uint8Array({ maxLength: 40 }).map(hex) }),
  fc.integer({ min: 1, max: 32 }).map((n) => ({
    parameter: { type: `bytes${n}` },
    value: fc.uint8Array({ minLength: n, maxLength: n }).map(hex),
  })),
)

const caseArb: fc.Arbitrary<Case> = fc.letrec<{ node: Case }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.tuple(tie('node'), fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined })).map(([inner, fixed]) => ({
      parameter: { ...inner.parameter, type: `${inner.parameter.type}[${fixed ?? ''}]` } as AbiParameter,
      value: fc.array(inner.value, fixed ? { minLength: fixed, maxLength: fixed } : { maxLength: 3 }),
    })),
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((components) => {
      const named = components.map((component, index) => ({ ...component.parameter, name: `f${index}` }))
      return {
        parameter: { type: 'tuple', components: named } as AbiParameter,
        value: fc
          .tuple(...components.map((component) => component.value))
          .map((values) => Object.fromEntries(values.map((value, index) => [`f${index}`, value]))),
      }
    }),
  ),
})).node

/** How a person writes `value` into the field: plain text for a scalar, JSON (big numbers quoted) for the rest. */
function asInput(parameter: AbiParameter, value: unknown): string | boolean {
  if (parameter.type === 'bool') return value as boolean
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string') return value
  return JSON.stringify(value, (_, entry) => (typeof entry === 'bigint' ? entry.toString() : entry))
}

describe('parseParameterInput', () => {
  it('reads back every valid value of a random ABI type, and viem encodes it to the same bytes', () => {
    fc.assert(
      fc.property(
        caseArb.chain((entry) => entry.value.map((value) => ({ ...entry, value }))),
        ({ parameter, value }) => {
          const named = { ...parameter, name: 'p' } as AbiParameter
          const read = parseParameterInput(named, asInput(named, value))
          const encoded = encodeAbiParameters([named], [read])
          expect(encoded).toBe(encodeAbiParameters([named], [value]))
          expect(decodeAbiParameters([named], encoded)).toEqual(
            decodeAbiParameters([named], encodeAbiParameters([named], [value])),
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('refuses any integer out of its type’s bounds with a sentence naming the parameter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32 }),
        fc.boolean(),
        fc.bigInt({ min: 1n, max: 2n ** 64n }),
        (n, signed, excess) => {
          const bits = n * 8
          const max = signed ? 2n ** BigInt(bits - 1) - 1n : 2n ** BigInt(bits) - 1n
          const type = `${signed ? 'int' : 'uint'}${bits}`
          expect(() => parseParameterInput({ type, name: 'amount' }, (max + excess).toString())).toThrow(
            new RegExp(`^“amount” is out of range: ${type} takes from `),
          )
        },
      ),
    )
  })

  it('says precisely what is wrong, down to the element of a nested list or tuple', () => {
    const owners: AbiParameter = { type: 'address[]', name: 'owners' }
    expect(() => parseParameterInput(owners, '')).toThrow(
      '“owners” is empty: enter it as JSON, such as ["0x…", "0x…"].',
    )
    expect(() => parseParameterInput(owners, '[0x12')).toThrow('“owners” is not valid JSON')
    expect(() => parseParameterInput(owners, '["0x70997970c51812dc3a010c7d01b50e0d17dc79c8", "0x12"]')).toThrow(
      'Item 2 of “owners” must be an address: 0x followed by 40 hexadecimal characters.',
    )
    expect(() =>
      parseParameterInput({ type: 'address', name: 'to' }, '0x70997970C51812dc3A010C7d01b50e0d17dc79c9'),
    ).toThrow('“to” has an invalid checksum')
    const order: AbiParameter = {
      type: 'tuple',
      name: 'order',
      components: [
        { type: 'uint8', name: 'kind' },
        { type: 'bytes4[2]', name: 'tags' },
      ],
    }
    expect(() => parseParameterInput(order, '[300, ["0x01020304", "0x0102"]]')).toThrow(
      '“kind” of “order” is out of range: uint8 takes from 0 to 255.',
    )
    expect(() => parseParameterInput(order, '[1, ["0x01020304", "0x0102"]]')).toThrow(
      'Item 2 of “tags” of “order” must be exactly 4 bytes: 0x followed by 8 hexadecimal digits.',
    )
    expect(() => parseParameterInput(order, '[1, ["0x01020304"]]')).toThrow(
      '“tags” of “order” must have exactly 2 items; it has 1.',
    )
    expect(parseParameterInput(order, '{"kind": "7", "tags": ["0x01020304", "0x0A0B0C0D"]}')).toEqual({
      kind: 7n,
      tags: ['0x01020304', '0x0a0b0c0d'],
    })
    expect(() => parseParameterInput({ type: 'bool', name: 'ok' }, 'yes')).toThrow('“ok” must be true or false.')
    expect(() => parseParameterInput({ type: 'uint256', name: 'n' }, '1.5')).toThrow(
      '“n” must be a whole number from 0 to 2^256 − 1.',
    )
    expect(() => parseParameterInput({ type: 'fixed128x18', name: 'x' }, '1')).toThrow(ParameterInputError)
  })
})
