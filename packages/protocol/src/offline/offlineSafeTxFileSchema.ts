import { z } from 'zod'
import { addressStringSchema } from '../gateway/addressStringSchema'
import { decimalStringSchema } from '../gateway/decimalStringSchema'
import { hashStringSchema } from '../gateway/hashStringSchema'
import { hexStringSchema } from '../gateway/hexStringSchema'
import { operationSchema } from '../gateway/operationSchema'

/** The `format` field that marks a Strongroom transaction export (docs/offline-signing.md §1). */
export const OFFLINE_SAFE_TX_FORMAT = 'strongroom.safe-tx'
/** The schema version this code writes and reads; a later one is refused with a sentence, never half-read. */
export const OFFLINE_SAFE_TX_VERSION = 1
/** Bounds of an export: far above a real transaction, low enough that a hostile file cannot stall the page. */
export const MAX_OFFLINE_SAFE_TX_CHARS = 512 * 1024
export const MAX_OFFLINE_SIGNATURES = 64
const MAX_ORIGIN_LENGTH = 200

/** One owner's signature of the transaction, as the Safe checks it (docs/indexing.md §2.3). */
const offlineSignatureSchema = z.strictObject({ signer: addressStringSchema, signature: hexStringSchema })

/**
 * A Safe transaction with its signatures, as a file or a link carries it between devices (docs/offline-signing.md
 * §1): the ten SafeTx fields with every uint as a decimal string, the chain and the Safe of its EIP-712 domain, the
 * safeTxHash (checked against the fields on import), and the owners' signatures. Unknown fields are refused, so a
 * file is never half-understood.
 */
export const offlineSafeTxFileSchema = z.strictObject({
  format: z.literal(OFFLINE_SAFE_TX_FORMAT),
  version: z.literal(OFFLINE_SAFE_TX_VERSION),
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  safe: addressStringSchema,
  safeTxHash: hashStringSchema,
  tx: z.strictObject({
    to: addressStringSchema,
    value: decimalStringSchema,
    data: hexStringSchema,
    operation: operationSchema,
    safeTxGas: decimalStringSchema,
    baseGas: decimalStringSchema,
    gasPrice: decimalStringSchema,
    gasToken: addressStringSchema,
    refundReceiver: addressStringSchema,
    nonce: decimalStringSchema,
  }),
  signatures: z.array(offlineSignatureSchema).max(MAX_OFFLINE_SIGNATURES),
  origin: z.string().max(MAX_ORIGIN_LENGTH).optional(),
})

export type OfflineSafeTxFile = z.input<typeof offlineSafeTxFileSchema>
