import fc from 'fast-check'
import { encodeFunctionData, erc20Abi, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSafeTx } from '../safe/createSafeTx'
import { getSafeTxHash } from '../safe/getSafeTxHash'
import { decodeOfflineSafeTx } from './decodeOfflineSafeTx'
import { encodeOfflineSafeTx } from './encodeOfflineSafeTx'
import type { OfflineSafeTx } from './OfflineSafeTx'
import { OfflineSafeTxError } from './OfflineSafeTxError'
import { MAX_OFFLINE_SAFE_TX_CHARS } from './offlineSafeTxFileSchema'

const safe = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const owner = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const tx = createSafeTx({
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: parseEther('0.5'),
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [owner.address, 10n] }),
  nonce: 7n,
})
const safeTxHash = getSafeTxHash({ chainId: 1337, safeAddress: safe, tx })
const example: OfflineSafeTx = {
  chainId: 1337,
  safe,
  tx,
  safeTxHash,
  signatures: [{ signer: owner.address, signature: `0x${'ab'.repeat(64)}1f` as Hex }],
  origin: 'Add owner',
}
const text = encodeOfflineSafeTx(example)

function refusal(input: string): string {
  try {
    decodeOfflineSafeTx(input)
  } catch (error) {
    if (error instanceof OfflineSafeTxError) return error.message
    throw error
  }
  throw new Error('decoded')
}

// biome-ignore lint/suspicious/noExplicitAny: the test edits the raw JSON freely
type RawFile = any
const edit = (change: (file: RawFile) => void) => {
  const file: RawFile = JSON.parse(text)
  change(file)
  return JSON.stringify(file)
}

describe('decodeOfflineSafeTx', () => {
  it('reads back what encodeOfflineSafeTx wrote', () => {
    expect(decodeOfflineSafeTx(text)).toEqual(example)
    expect(JSON.parse(text)).toMatchObject({
      format: 'strongroom.safe-tx',
      version: 1,
      tx: { value: '500000000000000000', nonce: '7', operation: 0 },
    })
    const { origin: _, ...bare } = example
    expect(decodeOfflineSafeTx(encodeOfflineSafeTx({ ...bare, signatures: [] }))).toEqual({ ...bare, signatures: [] })
  })

  it('refuses bad inputs with a precise sentence', () => {
    expect(refusal('not json')).toBe('This is not a transaction export: its content is not JSON.')
    expect(refusal('{"format":"other"}')).toBe('This is not a Strongroom transaction export.')
    expect(refusal('null')).toBe('This is not a Strongroom transaction export.')
    expect(refusal(edit((file) => (file.version = 2)))).toBe(
      'This export was made by a newer version of the app (format 2); update this app to read it.',
    )
    expect(refusal(edit((file) => (file.tx.value = '-1')))).toBe(
      'The export is damaged: the transaction’s “value” field is not valid.',
    )
    expect(refusal(edit((file) => delete file.tx.nonce))).toBe(
      'The export is damaged: the transaction’s “nonce” field is missing.',
    )
    expect(refusal(edit((file) => (file.safe = safe.toLowerCase().replace('f', 'F'))))).toBe(
      'The export is damaged: the Safe’s address is not valid.',
    )
    expect(refusal(edit((file) => (file.signatures[0].signature = '0x123')))).toBe(
      'The export is damaged: a signature is not valid.',
    )
    expect(refusal(edit((file) => (file.extra = true)))).toBe(
      'The export is damaged: it has fields this app does not know (extra).',
    )
    expect(refusal(edit((file) => (file.tx.nonce = '8')))).toBe(
      'The export’s fields do not produce the hash it names: it was altered or damaged on the way. Nothing was imported.',
    )
    expect(refusal(edit((file) => file.signatures.push({ ...file.signatures[0] })))).toBe(
      `The export lists a signature of ${owner.address} twice.`,
    )
    expect(refusal(' '.repeat(MAX_OFFLINE_SAFE_TX_CHARS + 1))).toBe(
      'This file is too large to be a transaction export.',
    )
  })

  it('answers every mangled export with a sentence or a transaction whose hash holds (property)', () => {
    const mangled = fc.oneof(
      // a character replaced, removed or inserted anywhere
      fc
        .tuple(fc.nat({ max: text.length - 1 }), fc.string({ maxLength: 2 }), fc.nat({ max: 2 }))
        .map(([at, insert, cut]) => text.slice(0, at) + insert + text.slice(at + cut)),
      // cut short
      fc.nat({ max: text.length }).map((at) => text.slice(0, at)),
      // any JSON at all
      fc.jsonValue().map((value) => JSON.stringify(value)),
      // the right shape with arbitrary values
      fc
        .record({ format: fc.constant('strongroom.safe-tx'), version: fc.constant(1), tx: fc.anything() })
        .map((value) => JSON.stringify(value)),
    )
    fc.assert(
      fc.property(mangled, (input) => {
        let decoded: OfflineSafeTx
        try {
          decoded = decodeOfflineSafeTx(input)
        } catch (error) {
          expect(error).toBeInstanceOf(OfflineSafeTxError)
          const { message } = error as OfflineSafeTxError
          expect(message).toMatch(/^[A-Z].*\.$/)
          expect(message).not.toMatch(/expected|received|Invalid input|\[object/)
          return
        }
        expect(getSafeTxHash({ chainId: decoded.chainId, safeAddress: decoded.safe, tx: decoded.tx })).toBe(
          decoded.safeTxHash,
        )
      }),
      { numRuns: 500 },
    )
  })
})
