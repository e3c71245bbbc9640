import { getAddress, isAddress, isHex } from 'viem'
import { z } from 'zod'
import { typedDataSchema } from '../gateway/typedDataSchema'
import { type BridgeMethod, RESTRICTED_BRIDGE_METHODS } from './bridgeMethods'
import { SAFE_APPS_READ_ONLY_RPC_METHODS, SAFE_SET_SETTINGS } from './safeAppsRpcMethods'

// The params of each bridge method as the SDK sends them (its TypeScript types are the contract; bridgeTypes.test.ts
// compiles ours against them), with bounds a hostile app cannot get past (docs/safe-apps-bridge.md §3). Where the SDK
// itself raises an error before sending (an empty transaction list, an empty safeTxHash, typed data without domain,
// types and message), the host answers a request that skipped the SDK with the same sentence.

/** How many transactions one `sendTransactions` may carry. */
export const MAX_BRIDGE_TRANSACTIONS = 100
/** Bytes of calldata one transaction may carry (hex characters / 2). */
export const MAX_BRIDGE_CALLDATA_BYTES = 256 * 1024
/** Characters of a message to sign. */
export const MAX_BRIDGE_MESSAGE_LENGTH = 256 * 1024
/** Parameters of one `rpcCall`. */
export const MAX_RPC_CALL_PARAMS = 8

const UINT256_MAX = 2n ** 256n - 1n

/**
 * What a transform returns once it added an issue: zod discards it. Not `z.NEVER`, which lives in zod's core module
 * that the web's landing chunk holds: using it here would keep it there (docs/landing-page.md).
 */
const REFUSED = undefined as never

/** Texts the SDK uses for these cases; an app written against it may show them. */
export const BRIDGE_ERROR_TEXTS = {
  noTransactions: 'No transactions were passed',
  invalidSafeTxHash: 'Invalid safeTxHash',
  invalidTypedData: 'Invalid typed data',
} as const

const addressSchema = z
  .string()
  .max(42)
  .refine((value) => isAddress(value, { strict: false }), 'must be a 20-byte hex address')
  .refine((value) => value === value.toLowerCase() || isAddress(value), 'has a wrong EIP-55 checksum')
  .transform((value) => getAddress(value))

/** A wei amount: a decimal or 0x string, or a safe integer; 0 … 2^256−1. */
const weiSchema = z
  .union([z.string().max(80), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform((value, context) => {
    const text = String(value).trim()
    if (!/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/.test(text)) {
      context.addIssue({ code: 'custom', message: 'must be a whole number of wei' })
      return REFUSED
    }
    const wei = BigInt(text)
    if (wei > UINT256_MAX) {
      context.addIssue({ code: 'custom', message: 'must be below 2^256' })
      return REFUSED
    }
    return wei
  })

const calldataSchema = z
  .string()
  .max(2 + MAX_BRIDGE_CALLDATA_BYTES * 2)
  .refine((value) => isHex(value, { strict: true }) && value.length % 2 === 0, 'must be 0x-prefixed hex bytes')

const bytes32Schema = z.string().regex(/^0x[0-9a-fA-F]{64}$/)

const baseTransactionSchema = z.object({
  to: addressSchema,
  value: weiSchema.optional().transform((value) => value ?? 0n),
  data: z
    .union([calldataSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? (value as `0x${string}`) : '0x')),
})

/** `sendTransactions`: one or more calls, proposed as one Safe transaction, with an optional safeTxGas. */
export const sendTransactionsParamsSchema = z.object({
  txs: z
    .array(baseTransactionSchema)
    .max(MAX_BRIDGE_TRANSACTIONS)
    .refine((txs) => txs.length > 0, BRIDGE_ERROR_TEXTS.noTransactions),
  params: z.object({ safeTxGas: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional() }).optional(),
})

/** `rpcCall`: one read-only node method (or `safe_setSettings`) with its parameters. */
export const rpcCallParamsSchema = z.object({
  call: z.enum([...SAFE_APPS_READ_ONLY_RPC_METHODS, SAFE_SET_SETTINGS]),
  params: z.array(z.unknown()).max(MAX_RPC_CALL_PARAMS).default([]),
})

/** `getTxBySafeTxHash`: the Safe transaction's hash. */
export const getTxBySafeTxHashParamsSchema = z.object({
  safeTxHash: z.unknown().pipe(bytes32Schema.transform((hash) => hash.toLowerCase() as `0x${string}`)),
})

/** `getSafeBalances`: the fiat currency, `usd` unless given. */
export const getSafeBalancesParamsSchema = z
  .object({
    currency: z
      .string()
      .regex(/^[A-Za-z]{3,10}$/)
      .optional(),
  })
  .optional()
  .transform((params) => ({ currency: (params?.currency ?? 'usd').toLowerCase() }))

/** `signMessage`: a text (or 0x bytes) message to sign as the Safe. */
export const signMessageParamsSchema = z.object({ message: z.string().max(MAX_BRIDGE_MESSAGE_LENGTH) })

/** `signTypedMessage`: EIP-712 typed data to sign as the Safe. */
export const signTypedMessageParamsSchema = z.object({ typedData: typedDataSchema })

/** `getOffChainSignature`: the SafeMessage hash, sent bare (not in an object) by the SDK. */
export const getOffChainSignatureParamsSchema = bytes32Schema.transform((hash) => hash.toLowerCase() as `0x${string}`)

/**
 * `wallet_requestPermissions`: a list of `{ <method>: {} }`, valid only if every entry names a restricted method
 * (today only `requestAddressBook`).
 */
export const requestPermissionsParamsSchema = z
  .array(z.record(z.string().max(64), z.unknown()))
  .min(1)
  .max(RESTRICTED_BRIDGE_METHODS.length * 4)
  .transform((requests, context) => {
    const methods = requests.flatMap((request) => Object.keys(request))
    const restricted = new Set<string>(RESTRICTED_BRIDGE_METHODS)
    if (methods.length === 0 || methods.some((method) => !restricted.has(method))) {
      context.addIssue({ code: 'custom', message: 'names a method that needs no permission or does not exist' })
      return REFUSED
    }
    return [...new Set(methods)] as (typeof RESTRICTED_BRIDGE_METHODS)[number][]
  })

/** Methods that take no params: whatever the app sends is ignored. */
const noParamsSchema = z.unknown().transform(() => undefined)

/** The params schema of every bridge method. */
export const bridgeParamsSchemas = {
  sendTransactions: sendTransactionsParamsSchema,
  rpcCall: rpcCallParamsSchema,
  getChainInfo: noParamsSchema,
  getSafeInfo: noParamsSchema,
  getTxBySafeTxHash: getTxBySafeTxHashParamsSchema,
  getSafeBalances: getSafeBalancesParamsSchema,
  signMessage: signMessageParamsSchema,
  signTypedMessage: signTypedMessageParamsSchema,
  getEnvironmentInfo: noParamsSchema,
  getOffChainSignature: getOffChainSignatureParamsSchema,
  requestAddressBook: noParamsSchema,
  wallet_getPermissions: noParamsSchema,
  wallet_requestPermissions: requestPermissionsParamsSchema,
} satisfies Record<BridgeMethod, z.ZodType>

/** The params of `method` once parsed. */
export type BridgeParams<M extends BridgeMethod> = z.output<(typeof bridgeParamsSchemas)[M]>
