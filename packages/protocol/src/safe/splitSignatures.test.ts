import { type Hex, numberToHex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSignatureError } from '../errors'
import { thrownBy } from '../testing/thrownBy'
import { splitSignatures } from './splitSignatures'

const ownerA = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ownerB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const word = (n: number | bigint) => numberToHex(n, { size: 32 }).slice(2)
const byte = (n: number) => n.toString(16).padStart(2, '0')
const ecdsa = (v: number) => `${'aa'.repeat(32)}${'bb'.repeat(32)}${byte(v)}`
const contract = (owner: string, offset: number | bigint) =>
  `${pad(owner as Hex)
    .slice(2)
    .toLowerCase()}${word(offset)}00`
const approved = (owner: string) =>
  `${pad(owner as Hex)
    .slice(2)
    .toLowerCase()}${word(0)}01`

const failure = (signatures: string) => thrownBy(() => splitSignatures(signatures as Hex), InvalidSignatureError)

describe('splitSignatures', () => {
  it('returns nothing for empty signatures', () => {
    expect(splitSignatures('0x')).toEqual([])
  })

  it('decodes ECDSA, eth_sign and approved-hash entries', () => {
    const parsed = splitSignatures(`0x${ecdsa(27)}${ecdsa(32)}${approved(ownerB)}`)
    expect(parsed.map((p) => [p.kind, p.v])).toEqual([
      ['EOA', 27],
      ['ETH_SIGN', 32],
      ['APPROVED_HASH', 1],
    ])
    expect(parsed[0]).toEqual({
      kind: 'EOA',
      r: `0x${'aa'.repeat(32)}`,
      s: `0x${'bb'.repeat(32)}`,
      v: 27,
      staticPart: `0x${ecdsa(27)}`,
    })
    expect(parsed[2]?.claimedSigner).toBe(ownerB)
    expect(parsed[2]?.dynamicPart).toBeUndefined()
  })

  it('reads contract signatures from their offsets and ends the static area at the first dynamic part', () => {
    // two entries (130 bytes), then B's part (len 2) at 130 and A's part (len 3) at 164
    const blob = `0x${contract(ownerA, 164)}${contract(ownerB, 130)}${word(2)}beef${word(3)}c0ffee`
    const parsed = splitSignatures(blob as Hex)
    expect(parsed).toHaveLength(2)
    expect(parsed[0]).toMatchObject({ kind: 'CONTRACT_SIGNATURE', claimedSigner: ownerA, dynamicPart: '0xc0ffee' })
    expect(parsed[1]).toMatchObject({ kind: 'CONTRACT_SIGNATURE', claimedSigner: ownerB, dynamicPart: '0xbeef' })
  })

  it('accepts an empty contract signature (the on-chain signedMessages path)', () => {
    const parsed = splitSignatures(`0x${contract(ownerA, 65)}${word(0)}` as Hex)
    expect(parsed[0]?.dynamicPart).toBe('0x')
  })

  it('takes the owner from the low 20 bytes of r, as Safe.sol does', () => {
    const dirty = `0x${'ff'.repeat(12)}${ownerB.slice(2).toLowerCase()}${word(0)}01`
    expect(splitSignatures(dirty as Hex)[0]?.claimedSigner).toBe(ownerB)
  })

  it('rejects a static area that is not a multiple of 65 bytes', () => {
    expect(failure(`0x${ecdsa(27)}00`).message).toBe(
      'Signature data is malformed: its static part is 66 bytes, not a multiple of 65.',
    )
    expect(failure(`0x${ecdsa(27).slice(2)}`).details).toEqual({ staticLength: 64, totalLength: 64 })
    // a dynamic part at 100 cuts the second entry in half
    expect(failure(`0x${contract(ownerA, 100)}${'00'.repeat(35)}${word(0)}`).details.staticLength).toBe(100)
  })

  it('rejects a v of no known kind, naming the entry', () => {
    const error = failure(`0x${ecdsa(27)}${ecdsa(29)}`)
    expect(error.message).toBe('Signature 1 has v = 29, which is not a Safe signature type.')
    expect(error.details).toEqual({ index: 1, v: 29 })
  })

  it('rejects contract offsets into the static area or out of bounds', () => {
    expect(failure(`0x${contract(ownerA, 0)}`).message).toBe(
      'Contract signature 0 points at byte 0, inside the 65-byte signature entries.',
    )
    expect(failure(`0x${ecdsa(27)}${contract(ownerA, 65)}${word(0)}`).message).toBe(
      'Contract signature 1 points at byte 65, inside the 65-byte signature entries.',
    )
    expect(failure(`0x${contract(ownerA, 65)}`).message).toBe(
      'Contract signature 0 points at byte 65, past the end of the 65-byte signature data.',
    )
    expect(failure(`0x${contract(ownerA, 2n ** 255n)}`).details.offset).toBe(2n ** 255n)
    expect(failure(`0x${contract(ownerA, 65)}${word(5)}aabb`).message).toBe(
      'Contract signature 0 claims 5 bytes at byte 65, beyond the 99-byte signature data.',
    )
  })

  it('rejects non-hex input', () => {
    expect(failure('0xzz').message).toBe('Signatures must be 0x-prefixed hex with whole bytes.')
    expect(failure('0xabc').message).toBe('Signatures must be 0x-prefixed hex with whole bytes.')
  })
})
