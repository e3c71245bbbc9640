import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSafeNames, SAFE_NAME_MAX_LENGTH } from './useSafeNames'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('parseSafeNames', () => {
  it('keeps the valid entries of a damaged store, checksummed, trimmed and cut to the maximum length', () => {
    expect(
      parseSafeNames({
        1337: { [SAFE.toLowerCase()]: '  Treasury ', '0xnot': 'x', [SAFE.replace('5F', '6F')]: 42 },
        abc: { [SAFE]: 'wrong chain id' },
        1: { [SAFE]: 'y'.repeat(80) },
        5: 'not an object',
      }),
    ).toEqual({ 1337: { [SAFE]: 'Treasury' }, 1: { [SAFE]: 'y'.repeat(SAFE_NAME_MAX_LENGTH) } })
    expect(parseSafeNames([])).toBeUndefined()
    expect(parseSafeNames('x')).toBeUndefined()
  })

  it('never throws and keeps only non-empty names of at most the maximum length, whatever is stored', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const names = parseSafeNames(stored)
        for (const entries of Object.values(names ?? {}))
          for (const name of Object.values(entries)) {
            expect(name.trim()).toBe(name)
            expect(name.length).toBeGreaterThan(0)
            expect(name.length).toBeLessThanOrEqual(SAFE_NAME_MAX_LENGTH)
          }
      }),
    )
  })
})
