import { getAddress, type Hash, type Hex } from 'viem'
import type { z } from 'zod'
import { getSafeTxHash } from '../safe/getSafeTxHash'
import type { SafeTx } from '../safe/SafeTx'
import type { OfflineSafeTx } from './OfflineSafeTx'
import { OfflineSafeTxError } from './OfflineSafeTxError'
import {
  MAX_OFFLINE_SAFE_TX_CHARS,
  OFFLINE_SAFE_TX_FORMAT,
  OFFLINE_SAFE_TX_VERSION,
  offlineSafeTxFileSchema,
} from './offlineSafeTxFileSchema'

/**
 * Reads a transaction export (docs/offline-signing.md §1) as untrusted input: size-bounded, JSON, the schema of its
 * version, and the safeTxHash recomputed from its fields. The signatures are only well-formed here; the importer
 * verifies each against the Safe's owners on chain, as it does a gateway's answer.
 * @throws {OfflineSafeTxError} with the sentence to show; nothing is returned from a bad input.
 */
export function decodeOfflineSafeTx(text: string): OfflineSafeTx {
  if (text.length > MAX_OFFLINE_SAFE_TX_CHARS)
    throw new OfflineSafeTxError('This file is too large to be a transaction export.', {
      details: { length: text.length },
    })
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new OfflineSafeTxError('This is not a transaction export: its content is not JSON.', { cause })
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== OFFLINE_SAFE_TX_FORMAT)
    throw new OfflineSafeTxError('This is not a Strongroom transaction export.')
  const version = (json as { version?: unknown }).version
  if (typeof version === 'number' && Number.isInteger(version) && version > OFFLINE_SAFE_TX_VERSION)
    throw new OfflineSafeTxError(
      `This export was made by a newer version of the app (format ${version}); update this app to read it.`,
      { details: { version } },
    )
  const parsed = offlineSafeTxFileSchema.safeParse(json)
  if (!parsed.success)
    throw new OfflineSafeTxError(`The export is damaged: ${describeIssue(parsed.error.issues[0], json)}.`, {
      cause: parsed.error,
    })
  const file = parsed.data
  const tx: SafeTx = {
    to: getAddress(file.tx.to),
    value: BigInt(file.tx.value),
    data: file.tx.data.toLowerCase() as Hex,
    operation: file.tx.operation,
    safeTxGas: BigInt(file.tx.safeTxGas),
    baseGas: BigInt(file.tx.baseGas),
    gasPrice: BigInt(file.tx.gasPrice),
    gasToken: getAddress(file.tx.gasToken),
    refundReceiver: getAddress(file.tx.refundReceiver),
    nonce: BigInt(file.tx.nonce),
  }
  const safe = getAddress(file.safe)
  const safeTxHash = getSafeTxHash({ chainId: file.chainId, safeAddress: safe, tx })
  if (safeTxHash !== file.safeTxHash.toLowerCase())
    throw new OfflineSafeTxError(
      'The export’s fields do not produce the hash it names: it was altered or damaged on the way. Nothing was imported.',
      { details: { safeTxHash: file.safeTxHash } },
    )
  const signatures: OfflineSafeTx['signatures'] = []
  for (const entry of file.signatures) {
    const signer = getAddress(entry.signer)
    if (signatures.some((earlier) => earlier.signer === signer))
      throw new OfflineSafeTxError(`The export lists a signature of ${signer} twice.`, { details: { signer } })
    signatures.push({ signer, signature: entry.signature.toLowerCase() as Hex })
  }
  return {
    chainId: file.chainId,
    safe,
    tx,
    safeTxHash: safeTxHash as Hash,
    signatures,
    ...(file.origin !== undefined ? { origin: file.origin } : {}),
  }
}

const FIELD_NAMES: Record<string, string> = {
  version: 'its format version',
  chainId: 'its network id',
  safe: 'the Safe’s address',
  safeTxHash: 'the transaction hash',
  signatures: 'the list of signatures',
  origin: 'the name of the app that made it',
  signer: 'a signer’s address',
  signature: 'a signature',
}

/** A zod issue as words: which field, never the raw issue text. */
function describeIssue(issue: z.core.$ZodIssue | undefined, json: unknown): string {
  if (!issue) return 'it does not have the expected fields'
  if (issue.code === 'unrecognized_keys') return `it has fields this app does not know (${issue.keys.join(', ')})`
  const path = issue.path.filter((key): key is string => typeof key === 'string')
  const last = path.at(-1)
  if (last === undefined) return 'it does not have the expected fields'
  const name = path[0] === 'tx' ? `the transaction’s “${last}” field` : (FIELD_NAMES[last] ?? `the “${last}” field`)
  const present = issue.path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    json,
  )
  return present === undefined ? `${name} is missing` : `${name} is not valid`
}
