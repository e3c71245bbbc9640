import { type Address, getAddress, type Hex, hexToBigInt, hexToNumber, isHex, size, slice } from 'viem'
import { InvalidSignatureError } from '../errors'
import { getSignatureKind, type SignatureKind } from './SignatureKind'

/** One 65-byte entry of a Safe signature blob, decoded. */
export type ParsedSignature = {
  kind: SignatureKind
  /** Bytes 0–31 of the entry: ECDSA r, or the owner address for contract / approved-hash entries. */
  r: Hex
  /** Bytes 32–63: ECDSA s, or the dynamic-part offset for contract entries. */
  s: Hex
  /** Byte 64; decides the kind. */
  v: number
  /** The 65 bytes `r ‖ s ‖ v` as they appear in the blob. */
  staticPart: Hex
  /** Contract signatures only: the bytes handed to the owner's `isValidSignature` (without the length word). */
  dynamicPart?: Hex
  /** Contract and approved-hash entries only: the owner named in r (still to be checked on chain). */
  claimedSigner?: Address
}

const ENTRY = 65

/**
 * Decodes the `signatures` argument of `execTransaction` / `checkSignatures`: 65-byte static entries `{r}{s}{v}` followed
 * by the dynamic parts of contract signatures (a 32-byte length, then the bytes) at the offsets their `s` names.
 *
 * The static area ends where the first dynamic part begins (the smallest contract offset), or at the end of the data
 * when there is no contract signature; the Safe itself only looks at the first `threshold` entries.
 * @throws {InvalidSignatureError} for non-hex input, a static area that is not a multiple of 65 bytes, an unknown v,
 * or a contract-signature offset / length that points into the static area or past the end.
 */
export function splitSignatures(signatures: Hex): ParsedSignature[] {
  if (!isHex(signatures, { strict: true }) || signatures.length % 2 !== 0)
    throw new InvalidSignatureError('Signatures must be 0x-prefixed hex with whole bytes.', {
      details: { signatures },
    })
  const total = size(signatures)
  const parsed: ParsedSignature[] = []
  let staticEnd = total
  for (let position = 0; position < staticEnd; position += ENTRY) {
    const index = position / ENTRY
    if (position + ENTRY > staticEnd)
      throw new InvalidSignatureError(
        `Signature data is malformed: its static part is ${staticEnd} bytes, not a multiple of 65.`,
        { details: { staticLength: staticEnd, totalLength: total } },
      )
    const r = slice(signatures, position, position + 32)
    const s = slice(signatures, position + 32, position + 64)
    const v = hexToNumber(slice(signatures, position + 64, position + ENTRY))
    let kind: SignatureKind
    try {
      kind = getSignatureKind(v)
    } catch (cause) {
      throw new InvalidSignatureError(`Signature ${index} has v = ${v}, which is not a Safe signature type.`, {
        cause,
        details: { index, v },
      })
    }
    const entry: ParsedSignature = { kind, r, s, v, staticPart: slice(signatures, position, position + ENTRY) }
    if (kind === 'CONTRACT_SIGNATURE' || kind === 'APPROVED_HASH') {
      // Safe.sol reads the owner as address(uint160(uint256(r))): the low 20 bytes.
      entry.claimedSigner = getAddress(slice(r, 12, 32))
    }
    if (kind === 'CONTRACT_SIGNATURE') {
      entry.dynamicPart = readDynamicPart({ signatures, total, index, staticEnd: position + ENTRY, offset: s })
      staticEnd = Math.min(staticEnd, Number(hexToBigInt(s)))
    }
    parsed.push(entry)
  }
  return parsed
}

function readDynamicPart({
  signatures,
  total,
  index,
  staticEnd,
  offset: offsetWord,
}: {
  signatures: Hex
  total: number
  index: number
  staticEnd: number
  offset: Hex
}): Hex {
  const offset = hexToBigInt(offsetWord)
  // A dynamic part inside the static entries would let one entry's bytes double as another's (GS021 on chain).
  if (offset < BigInt(staticEnd))
    throw new InvalidSignatureError(
      `Contract signature ${index} points at byte ${offset}, inside the 65-byte signature entries.`,
      { details: { index, offset, staticEnd } },
    )
  if (offset + 32n > BigInt(total))
    throw new InvalidSignatureError(
      `Contract signature ${index} points at byte ${offset}, past the end of the ${total}-byte signature data.`,
      { details: { index, offset, totalLength: total } },
    )
  const start = Number(offset)
  const length = hexToBigInt(slice(signatures, start, start + 32))
  if (offset + 32n + length > BigInt(total))
    throw new InvalidSignatureError(
      `Contract signature ${index} claims ${length} bytes at byte ${offset}, beyond the ${total}-byte signature data.`,
      { details: { index, offset, length, totalLength: total } },
    )
  return length === 0n ? '0x' : slice(signatures, start + 32, start + 32 + Number(length))
}
