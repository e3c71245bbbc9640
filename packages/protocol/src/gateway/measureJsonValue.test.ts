import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { measureJsonValue } from './measureJsonValue'

describe('measureJsonValue', () => {
  it('measures depth and values of JSON values', () => {
    expect(measureJsonValue(1)).toEqual({ depth: 0, values: 1 })
    expect(measureJsonValue({ a: [1, 2], b: { c: null } })).toEqual({ depth: 2, values: 6 })
  })

  it('agrees with a plain recursive count on any JSON value within the limit, and says limit beyond it', () => {
    const count = (value: unknown): number =>
      value !== null && typeof value === 'object'
        ? 1 + Object.values(value).reduce((sum, child) => sum + count(child), 0)
        : 1
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 1, max: 60 }), (value, limit) => {
        const values = count(value)
        expect(measureJsonValue(value).values).toBe(values)
        expect(measureJsonValue(value, limit).values).toBe(Math.min(values, limit))
      }),
      { seed: 5, numRuns: 300 },
    )
  })

  it('refuses a huge array, object or typed array without visiting its elements', () => {
    const huge = new Array(5_000_000).fill(0)
    const visited: unknown[] = []
    const spy = new Proxy(huge, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) visited.push(key)
        return Reflect.get(target, key, receiver)
      },
    })
    expect(measureJsonValue({ a: spy }, 50_001)).toEqual({ depth: 2, values: 50_001 })
    expect(visited).toEqual([])
    expect(measureJsonValue({ blob: new Uint8Array(200_000_000) }, 50_001).values).toBe(50_001)
    expect(measureJsonValue(new ArrayBuffer(16), 50_001).values).toBe(50_001)
    expect(
      measureJsonValue(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i])), 50_001).values,
    ).toBe(50_001)
  })
})
