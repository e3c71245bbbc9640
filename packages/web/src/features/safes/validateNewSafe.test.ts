import { describe, expect, it } from 'vitest'
import { validateNewSafe } from './validateNewSafe'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DEVNET = { name: 'Strongroom Devnet', shortName: 'dev' }

describe('validateNewSafe', () => {
  it('accepts distinct owners and a threshold within range', () => {
    expect(validateNewSafe({ owners: [A, B.toLowerCase()], threshold: 2 }, DEVNET)).toEqual({
      ownerErrors: [undefined, undefined],
      thresholdError: undefined,
      valid: { owners: [A, B], threshold: 2 },
    })
  })

  it('flags duplicates (in any case), reserved addresses and bad input per row', () => {
    const result = validateNewSafe(
      {
        owners: [A, A.toLowerCase(), '0x0000000000000000000000000000000000000001', 'nope'],
        threshold: 1,
      },
      DEVNET,
    )
    expect(result.ownerErrors).toEqual([
      undefined,
      'This owner is already listed.',
      'This address cannot be an owner.',
      'An address is 0x followed by 40 hexadecimal characters; this one is not.',
    ])
    expect(result.valid).toBeUndefined()
  })

  it('keeps the threshold between 1 and the number of owners', () => {
    expect(validateNewSafe({ owners: [A], threshold: 2 }, DEVNET).thresholdError).toBe(
      'The threshold must be between 1 and 1.',
    )
    expect(validateNewSafe({ owners: [A, B], threshold: 0 }, DEVNET).thresholdError).toBe(
      'The threshold must be between 1 and 2.',
    )
    expect(validateNewSafe({ owners: [], threshold: 1 }, DEVNET).thresholdError).toBe('Add at least one owner.')
  })
})
