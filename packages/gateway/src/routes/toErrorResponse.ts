import { InvalidInputError, InvalidSignatureError } from '@strongroom/protocol'
import type { FastifyError } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DatabaseTimeoutError } from '../db/DatabaseTimeoutError'
import { isRpcUnavailable } from '../domain/errors/isRpcUnavailable'
import { NotFoundError } from '../domain/errors/NotFoundError'
import { PermissionDeniedError } from '../domain/errors/PermissionDeniedError'
import { RuleViolationError } from '../domain/errors/RuleViolationError'
import { TooManyRequestsError } from '../domain/errors/TooManyRequestsError'
import { PriceProviderUnavailableError } from '../domain/prices/PriceProviderUnavailableError'
import { TransactionServiceUnavailableError } from '../domain/transaction-service-import/TransactionServiceUnavailableError'
import { NodeAnswerError } from '../indexer/fetch/NodeAnswerError'
import { IndexerError } from '../indexer/IndexerError'
import type { ErrorResponse } from './ErrorResponse'
import { toAuthErrorResponse } from './toAuthErrorResponse'

function answer(statusCode: number, message: string, unexpected = false): ErrorResponse {
  return { statusCode, body: { code: statusCode, message }, unexpected }
}

function describeValidation(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
): string {
  const context = error.validationContext ?? 'request'
  return error.validation
    .map(({ instancePath, message }) => {
      const path = instancePath.split('/').filter(Boolean).join('.')
      return `${context}${path ? `.${path}` : ''}: ${message ?? 'is invalid'}`
    })
    .join('; ')
}

/**
 * The one mapping from errors to `{code, message}` answers (docs/gateway-api.md §3: SDK 3.14 shows `code: message` only when
 * both keys exist). Request validation → 400 naming the field; not found → 404; a signed-in account without the right
 * → 403; well-formed input breaking a Safe rule or a bad signature → 422; over a client's share → 429; the Safe
 * Transaction Service an import reads from failing → 502;
 * oversized body → 413; the chain's node answering something unusable → 502 with our sentence; the chain's RPC or the
 * indexer unavailable, or a database timeout → 503; anything else is a bug → 500 without details.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  const authAnswer = toAuthErrorResponse(error)
  if (authAnswer) return authAnswer
  if (error instanceof PriceProviderUnavailableError) return answer(503, error.message)
  // The service an import reads from failed: a bad gateway, in the sentence's words.
  if (error instanceof TransactionServiceUnavailableError) return answer(502, error.message)
  if (error instanceof TooManyRequestsError)
    return { ...answer(429, error.message), retryAfterSeconds: error.retryAfterSeconds }
  if (hasZodFastifySchemaValidationErrors(error)) return answer(400, describeValidation(error))
  if (error instanceof NotFoundError) return answer(404, error.message)
  if (error instanceof PermissionDeniedError) return answer(403, error.message)
  if (error instanceof RuleViolationError || error instanceof InvalidSignatureError) return answer(422, error.message)
  if (error instanceof InvalidInputError) return answer(400, error.message)
  // The chain's node answered something unusable (another chain, garbage): our sentence names the chain, not the node.
  if (error instanceof NodeAnswerError) return answer(502, error.message, true)
  if (error instanceof IndexerError) return answer(503, 'Indexer unavailable', true)
  // A lock or statement timeout: the sentence says the database is busy, the log keeps the SQLSTATE.
  if (error instanceof DatabaseTimeoutError) return answer(503, error.message, true)
  if (isRpcUnavailable(error)) return answer(503, 'Chain RPC unavailable', true)
  const fastifyError = error as Partial<FastifyError>
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, 'Request body is too large')
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, 'Request body must be application/json')
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, 'body: is empty but Content-Type is application/json')
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return answer(400, 'body: is not valid JSON')
    // Router errors (through Fastify's frameworkErrors): their own messages quote the URL.
    case 'FST_ERR_BAD_URL':
      return answer(400, 'The URL holds an invalid percent-encoding')
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return answer(414, 'A path segment of the URL is too long')
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) return answer(400, 'body: is not valid JSON')
  const status = fastifyError.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500 && fastifyError.message)
    return answer(status, fastifyError.message)
  return answer(500, 'Internal server error', true)
}
