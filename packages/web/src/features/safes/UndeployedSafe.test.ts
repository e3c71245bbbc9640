import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseUndeployedSafe, parseUndeployedSafes, predictUndeployedSafeAddress } from './UndeployedSafe'

const OWNER_A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OWNER_B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const setup = { owners: [OWNER_A, OWNER_B] as const, threshold: 1, saltNonce: '42' }
const stored = { address: predictUndeployedSafeAddress(setup), ...setup }

describe('parseUndeployedSafe', () => {
  it('reads an entry whose address is the one its setup predicts, checksummed', () => {
    expect(
      parseUndeployedSafe({
        ...stored,
        address: stored.address.toLowerCase(),
        owners: [OWNER_A.toLowerCase(), OWNER_B],
      }),
    ).toEqual({ ...stored, owners: [OWNER_A, OWNER_B] })
  })

  it('refuses an entry whose address its setup does not give', () => {
    // Funding it would send money to an address this setup never deploys to.
    expect(parseUndeployedSafe({ ...stored, saltNonce: '43' })).toBeUndefined()
    expect(parseUndeployedSafe({ ...stored, threshold: 2 })).toBeUndefined()
    expect(parseUndeployedSafe({ ...stored, owners: [OWNER_B, OWNER_A] })).toBeUndefined()
  })

  it.each([
    ['no object', null],
    ['an address that is none', { ...stored, address: '0x1234' }],
    ['no owners', { ...stored, owners: [] }],
    ['an owner that is no address', { ...stored, owners: [OWNER_A, 'bob'] }],
    ['an owner twice', { ...stored, owners: [OWNER_A, OWNER_A.toLowerCase()] }],
    ['a threshold of 0', { ...stored, threshold: 0 }],
    ['a threshold above the owners', { ...stored, threshold: 3 }],
    ['a fractional threshold', { ...stored, threshold: 1.5 }],
    ['a salt nonce as a number', { ...stored, saltNonce: 42 }],
    ['a negative salt nonce', { ...stored, saltNonce: '-1' }],
    ['a salt nonce beyond uint256', { ...stored, saltNonce: (2n ** 256n).toString() }],
  ])('refuses %s', (_, item) => {
    expect(parseUndeployedSafe(item)).toBeUndefined()
  })

  it('keeps the entries that hold in a damaged list', () => {
    expect(parseUndeployedSafes([{ ...stored, saltNonce: '1' }, stored, 'x'])).toEqual([stored])
    expect(parseUndeployedSafes({})).toBeUndefined()
  })

  it('reads back every setup it predicted, and nothing once the salt nonce changes', () => {
    const address = fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => getAddress(Buffer.from(bytes).toString('hex').padStart(40, '0').replace(/^/, '0x')))
    fc.assert(
      fc.property(
        fc.uniqueArray(address, { minLength: 1, maxLength: 5, selector: (value) => value.toLowerCase() }),
        fc.nat(),
        fc.bigInt({ min: 0n, max: 2n ** 256n - 2n }),
        (owners, thresholdSeed, salt) => {
          const safe = { owners, threshold: 1 + (thresholdSeed % owners.length), saltNonce: salt.toString() }
          const entry = { address: predictUndeployedSafeAddress(safe), ...safe }
          expect(parseUndeployedSafe(JSON.parse(JSON.stringify(entry)))).toEqual(entry)
          expect(parseUndeployedSafe({ ...entry, saltNonce: (salt + 1n).toString() })).toBeUndefined()
        },
      ),
      { numRuns: 50 },
    )
  })
})
