import type { z } from 'zod'
import { measureJsonValue } from '../gateway/measureJsonValue'
import { type BridgeMethod, isBridgeMethod } from './bridgeMethods'
import { BRIDGE_ERROR_TEXTS, type BridgeParams, bridgeParamsSchemas } from './bridgeParamsSchemas'
import { parseSdkVersion, type SdkVersion } from './parseSdkVersion'

/** How deep a message may nest before anything reads it (typed data has its own, tighter bound). */
export const MAX_BRIDGE_MESSAGE_DEPTH = 40
/** How many values a message may hold in all. */
export const MAX_BRIDGE_MESSAGE_VALUES = 50_000

/** A request id as the SDK makes them: 10 random bytes in hex; anything printable and short is answered. */
const REQUEST_ID = /^[0-9A-Za-z_-]{1,64}$/

/** A request the host can act on: a known method, params parsed, the app's SDK version. */
export type BridgeRequest = {
  [M in BridgeMethod]: { id: string; method: M; params: BridgeParams<M>; sdkVersion: SdkVersion }
}[BridgeMethod]

/** What to do with one message from an app. */
export type BridgeRequestVerdict =
  /** Act on it. */
  | { kind: 'request'; request: BridgeRequest }
  /** Answer with this error (the id is the request's). */
  | { kind: 'refuse'; id: string; error: string }
  /** Not a request that can be answered (no usable id): drop it. */
  | { kind: 'drop'; reason: string }

const SDK_TEXTS: Partial<Record<BridgeMethod, string>> = {
  getTxBySafeTxHash: BRIDGE_ERROR_TEXTS.invalidSafeTxHash,
  signTypedMessage: BRIDGE_ERROR_TEXTS.invalidTypedData,
}

function describeIssue(method: BridgeMethod, error: z.ZodError): string {
  const issue = error.issues[0]
  if (method === 'sendTransactions' && issue?.message === BRIDGE_ERROR_TEXTS.noTransactions)
    return BRIDGE_ERROR_TEXTS.noTransactions
  const sdkText = SDK_TEXTS[method]
  if (sdkText) return sdkText
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
  return `Invalid params for ${method}${where}: ${issue?.message ?? 'not accepted'}`
}

/**
 * Reads one message posted by a Safe App (the caller has already checked that it came from the app's frame and
 * origin). It is bounded in size before anything else reads it, must be `{ id, method, params, env: { sdkVersion } }`
 * with an SDK version whose major is at least 1, a method of the bridge and params that method accepts. Every
 * request with a usable id gets an answer: a refusal says what was wrong, with the SDK's own sentence where it has
 * one; only a message without an id is dropped (there is nothing to answer to). Never throws.
 */
export function parseBridgeRequest(data: unknown): BridgeRequestVerdict {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { kind: 'drop', reason: 'not an object' }
  const size = measureJsonValue(data, MAX_BRIDGE_MESSAGE_VALUES + 1)
  const record = data as Record<string, unknown>
  const id = typeof record.id === 'string' && REQUEST_ID.test(record.id) ? record.id : undefined
  if (!id) return { kind: 'drop', reason: 'no request id' }
  if (size.depth > MAX_BRIDGE_MESSAGE_DEPTH || size.values > MAX_BRIDGE_MESSAGE_VALUES)
    return { kind: 'refuse', id, error: 'The request is too large or too deeply nested.' }

  const env = record.env
  const sdkVersionText =
    env !== null && typeof env === 'object' && typeof (env as Record<string, unknown>).sdkVersion === 'string'
      ? ((env as Record<string, unknown>).sdkVersion as string)
      : undefined
  const sdkVersion = sdkVersionText === undefined ? undefined : parseSdkVersion(sdkVersionText)
  if (!sdkVersion) return { kind: 'refuse', id, error: 'The request names no Safe Apps SDK version (env.sdkVersion).' }
  if (sdkVersion.major < 1)
    return {
      kind: 'refuse',
      id,
      error: `Safe Apps SDK ${sdkVersionText} is too old: version 1.0.0 or later is needed.`,
    }

  const method = record.method
  if (typeof method !== 'string' || method.length > 64 || !isBridgeMethod(method))
    return {
      kind: 'refuse',
      id,
      error: `"${typeof method === 'string' ? method.slice(0, 64) : String(typeof method)}" is not a method of the Safe Apps bridge.`,
    }

  const parsed = bridgeParamsSchemas[method].safeParse(record.params)
  if (!parsed.success) return { kind: 'refuse', id, error: describeIssue(method, parsed.error) }
  return { kind: 'request', request: { id, method, params: parsed.data, sdkVersion } as BridgeRequest }
}
