import { type Hex, numberToHex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError, InvalidSignatureError } from '../errors'
import { joinSignatures } from './joinSignatures'
import { splitSignatures } from './splitSignatures'

// numerically: low < mid < high
const low = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const mid = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const high = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const word = (n: number) => numberToHex(n, { size: 32 }).slice(2)
const owner = (address: string) =>
  pad(address as Hex)
    .slice(2)
    .toLowerCase()
const ecdsa = (fill: string, v: number) => `0x${fill.repeat(128)}${v.toString(16).padStart(2, '0')}` as Hex

describe('joinSignatures', () => {
  it('returns 0x for no signatures', () => {
    expect(joinSignatures([])).toBe('0x')
  })

  it('sorts entries by signer numerically, whatever the input order and casing', () => {
    const joined = joinSignatures([
      { signer: high, data: ecdsa('a', 27), kind: 'EOA' },
      { signer: low.toLowerCase() as Hex, data: ecdsa('b', 28) },
      { signer: mid, data: ecdsa('c', 31) },
    ])
    expect(joined).toBe(`${ecdsa('b', 28)}${ecdsa('c', 31).slice(2)}${ecdsa('a', 27).slice(2)}`)
  })

  it('appends contract parts after all static parts with offsets n·65 + dynamic bytes so far', () => {
    const joined = joinSignatures([
      { signer: high, data: '0xc0ffee', kind: 'CONTRACT_SIGNATURE' },
      { signer: mid, data: ecdsa('d', 27), kind: 'EOA' },
      { signer: low, data: '0xbeef', kind: 'CONTRACT_SIGNATURE' },
    ])
    const expected =
      `0x${owner(low)}${word(195)}00` +
      ecdsa('d', 27).slice(2) +
      `${owner(high)}${word(195 + 32 + 2)}00` +
      `${word(2)}beef${word(3)}c0ffee`
    expect(joined).toBe(expected)
    expect(splitSignatures(joined).map((p) => p.dynamicPart)).toEqual(['0xbeef', undefined, '0xc0ffee'])
  })

  it('encodes approved hashes from the signer alone', () => {
    expect(joinSignatures([{ signer: mid, data: '0x', kind: 'APPROVED_HASH' }])).toBe(`0x${owner(mid)}${word(0)}01`)
  })

  it('adjusts wallet v quirks when the kind is given', () => {
    expect(joinSignatures([{ signer: mid, data: ecdsa('e', 1), kind: 'EOA' }])).toBe(ecdsa('e', 28))
    expect(joinSignatures([{ signer: mid, data: ecdsa('e', 27), kind: 'ETH_SIGN' }])).toBe(ecdsa('e', 31))
  })

  it('round-trips already-encoded entries given without a kind', () => {
    const joined = joinSignatures([
      { signer: high, data: '0x1234', kind: 'CONTRACT_SIGNATURE' },
      { signer: low, data: '0x', kind: 'APPROVED_HASH' },
    ])
    const standaloneContract = joinSignatures([{ signer: high, data: '0x1234', kind: 'CONTRACT_SIGNATURE' }])
    const standaloneApproved = joinSignatures([{ signer: low, data: '0x', kind: 'APPROVED_HASH' }])
    expect(
      joinSignatures([
        { signer: low, data: standaloneApproved },
        { signer: high, data: standaloneContract },
      ]),
    ).toBe(joined)
  })

  it('rejects two signatures of one signer', () => {
    expect(() =>
      joinSignatures([
        { signer: mid, data: ecdsa('a', 27) },
        { signer: mid.toLowerCase() as Hex, data: ecdsa('b', 27) },
      ]),
    ).toThrow(`Two signatures for the same signer ${mid.toLowerCase()}.`)
  })

  it('asks for a kind when a 65-byte signature has a recovery-id v', () => {
    expect(() => joinSignatures([{ signer: mid, data: ecdsa('a', 0) }])).toThrow(
      `Signature for ${mid} has v = 0: pass kind 'EOA' or 'ETH_SIGN' to adjust a wallet's v.`,
    )
    expect(() => joinSignatures([{ signer: mid, data: ecdsa('a', 1) }])).toThrow(InvalidSignatureError)
  })

  it('rejects encoded entries that name another owner or hold several entries', () => {
    const approvedByLow = joinSignatures([{ signer: low, data: '0x', kind: 'APPROVED_HASH' }])
    expect(() => joinSignatures([{ signer: mid, data: approvedByLow, kind: 'APPROVED_HASH' }])).toThrow(
      `Signature data names ${low}, not the signer ${mid}.`,
    )
    const two = `${ecdsa('a', 27)}${ecdsa('b', 27).slice(2)}` as Hex
    expect(() => joinSignatures([{ signer: mid, data: two }])).toThrow(
      `Signature data for ${mid} holds 2 entries instead of one.`,
    )
    expect(() => joinSignatures([{ signer: mid, data: ecdsa('a', 27), kind: 'APPROVED_HASH' }])).toThrow(
      `Signature data for ${mid} is a EOA entry, not APPROVED_HASH.`,
    )
  })

  it('rejects a bad signer or bad data', () => {
    expect(() => joinSignatures([{ signer: '0x1234', data: ecdsa('a', 27) }])).toThrow(InvalidInputError)
    expect(() => joinSignatures([{ signer: mid, data: '0x123', kind: 'CONTRACT_SIGNATURE' }])).toThrow(
      `Signature data for ${mid} must be 0x-prefixed hex with whole bytes.`,
    )
    expect(() => joinSignatures([{ signer: mid, data: ecdsa('a', 27).slice(0, 100) as Hex, kind: 'EOA' }])).toThrow(
      'An ECDSA signature must be 65 bytes of hex.',
    )
  })
})
