import {
  createSafeTx,
  encodeOfflineSafeTx,
  getSafeTxHash,
  type OfflineSafeTx,
  OfflineSafeTxError,
} from '@strongroom/protocol'
import fc from 'fast-check'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { readOfflineSafeTxInput, toOfflineSafeTxFragment } from './offlineSafeTxLink'

const safe = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const tx = createSafeTx({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: parseEther('1'), nonce: 2n })
const example: OfflineSafeTx = {
  chainId: 1337,
  safe,
  tx,
  safeTxHash: getSafeTxHash({ chainId: 1337, safeAddress: safe, tx }),
  signatures: [{ signer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', signature: `0x${'12'.repeat(64)}1b` }],
  origin: 'Añadir — “owner” ✓',
}

function refusal(input: string): string {
  try {
    readOfflineSafeTxInput(input)
  } catch (error) {
    if (error instanceof OfflineSafeTxError) return error.message
    throw error
  }
  throw new Error('read')
}

describe('export links', () => {
  it('reads back a link, its fragment alone, and the file text (non-ASCII origin included)', () => {
    const fragment = toOfflineSafeTxFragment(example)
    expect(fragment).toMatch(/^tx=[A-Za-z0-9_-]+$/)
    expect(readOfflineSafeTxInput(`https://app.example/dev:${safe}/transactions/offline#${fragment}`)).toEqual(example)
    expect(readOfflineSafeTxInput(`  ${fragment}\n`)).toEqual(example)
    expect(readOfflineSafeTxInput(encodeOfflineSafeTx(example))).toEqual(example)
  })

  it('says what is wrong with a bad link', () => {
    expect(refusal('')).toBe('Choose an export file or paste an export link first.')
    expect(refusal('https://app.example/dev:0x1/transactions/offline')).toBe(
      'This link holds no transaction: an export link ends in “#tx=” followed by the transaction.',
    )
    expect(refusal('hello')).toBe('This is neither an export file nor an export link.')
    const fragment = toOfflineSafeTxFragment(example)
    expect(refusal(fragment.slice(0, -7))).toMatch(/^This export link is damaged|^This is not a transaction export/)
    expect(refusal(`${fragment.slice(0, 20)}!${fragment.slice(21)}`)).toBe(
      'This export link is damaged: it was probably cut short or changed when copied.',
    )
  })

  it('answers any mangled link with a sentence or the very transaction it names (property)', () => {
    const fragment = toOfflineSafeTxFragment(example)
    const mangled = fc.oneof(
      fc
        .tuple(fc.nat({ max: fragment.length - 1 }), fc.string({ maxLength: 3 }), fc.nat({ max: 3 }))
        .map(([at, insert, cut]) => fragment.slice(0, at) + insert + fragment.slice(at + cut)),
      fc.nat({ max: fragment.length }).map((at) => fragment.slice(0, at)),
      fc.string().map((text) => `tx=${text}`),
    )
    fc.assert(
      fc.property(mangled, (input) => {
        try {
          const read = readOfflineSafeTxInput(input)
          expect(getSafeTxHash({ chainId: read.chainId, safeAddress: read.safe, tx: read.tx })).toBe(read.safeTxHash)
        } catch (error) {
          expect(error).toBeInstanceOf(OfflineSafeTxError)
          expect((error as Error).message).toMatch(/^[A-Z].*\.$/)
        }
      }),
      { numRuns: 300 },
    )
  })
})
