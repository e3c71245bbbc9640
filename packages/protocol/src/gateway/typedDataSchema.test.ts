import { describe, expect, it } from 'vitest'
import { proposeSafeMessageBodySchema } from './proposeSafeMessageBodySchema'
import { MAX_TYPED_DATA_DEPTH, MAX_TYPED_DATA_TYPES, MAX_TYPED_DATA_VALUES, typedDataSchema } from './typedDataSchema'

function nested(depth: number): unknown {
  let value: unknown = 'bottom'
  for (let level = 0; level < depth; level++) value = { inner: value }
  return value
}

function typedData(message: Record<string, unknown>, types: Record<string, { name: string; type: string }[]> = {}) {
  return { types: { Note: [{ name: 'inner', type: 'string' }], ...types }, domain: { name: 'Notes' }, message }
}

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? []
}

describe('typedDataSchema bounds', () => {
  it('accepts message values nested up to the bound', () => {
    // The message object is the first level.
    expect(typedDataSchema.safeParse(typedData({ inner: nested(MAX_TYPED_DATA_DEPTH - 1) })).success).toBe(true)
  })

  it('refuses deeper nesting, even thousands of levels, without overflowing the stack', () => {
    for (const depth of [MAX_TYPED_DATA_DEPTH, 100_000]) {
      const result = typedDataSchema.safeParse(typedData({ inner: nested(depth) }))
      expect(messages(result)).toEqual([
        `must not nest domain or message values deeper than ${MAX_TYPED_DATA_DEPTH} levels`,
      ])
    }
  })

  it('refuses too many values and too many types', () => {
    const wide = typedDataSchema.safeParse(typedData({ list: Array.from({ length: MAX_TYPED_DATA_VALUES }, () => 1) }))
    expect(messages(wide)).toEqual([`must not hold more than ${MAX_TYPED_DATA_VALUES} values in domain and message`])
    const types = Object.fromEntries(
      Array.from({ length: MAX_TYPED_DATA_TYPES }, (_, index) => [`T${index}`, [{ name: 'a', type: 'uint256' }]]),
    )
    expect(messages(typedDataSchema.safeParse(typedData({}, types)))).toEqual([
      `must not declare more than ${MAX_TYPED_DATA_TYPES} types`,
    ])
  })

  it('names the bound through the message proposal body', () => {
    const body = { message: typedData({ inner: nested(5_000) }), signature: `0x${'11'.repeat(65)}` }
    const result = proposeSafeMessageBodySchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(JSON.stringify(result.error?.issues)).toMatch(/deeper than 32 levels/)
  })
})
