import { InvalidInputError, InvalidSignatureError } from '@strongroom/protocol'
import { HttpRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainNotServedError } from '../domain/errors/ChainNotServedError'
import { RuleViolationError } from '../domain/errors/RuleViolationError'
import { NodeAnswerError } from '../indexer/fetch/NodeAnswerError'
import { toErrorResponse } from './toErrorResponse'

describe('toErrorResponse', () => {
  it('maps domain errors to their status with the error’s own sentence', () => {
    expect(toErrorResponse(new ChainNotServedError('5', ['1337', '8453']))).toEqual({
      statusCode: 404,
      body: {
        code: 404,
        message:
          "This gateway does not serve chain 5 (it serves chains 1337, 8453); its operator can add the chain to the gateway's configuration.",
      },
      unexpected: false,
    })
    expect(toErrorResponse(new NodeAnswerError('The RPC of chain 8453 serves chain 1337.'))).toEqual({
      statusCode: 502,
      body: { code: 502, message: 'The RPC of chain 8453 serves chain 1337.' },
      unexpected: true,
    })
    expect(toErrorResponse(new RuleViolationError('Nonce 0 was already executed')).body).toEqual({
      code: 422,
      message: 'Nonce 0 was already executed',
    })
    expect(toErrorResponse(new InvalidSignatureError('Signature 0 has v = 5.')).statusCode).toBe(422)
    expect(toErrorResponse(new InvalidInputError('Invalid transaction id.')).statusCode).toBe(400)
  })

  it('names every invalid field of a request', () => {
    const error = Object.assign(new Error('validation'), {
      statusCode: 400,
      validationContext: 'body',
      validation: [
        {
          instancePath: '/to',
          message: 'must be a 0x-prefixed 20-byte hex address',
          keyword: 'custom',
          schemaPath: '',
          params: {},
          [Symbol.for('ZodFastifySchemaValidationError')]: true,
        },
        {
          instancePath: '/',
          message: 'Unrecognized key',
          keyword: 'custom',
          schemaPath: '',
          params: {},
          [Symbol.for('ZodFastifySchemaValidationError')]: true,
        },
      ],
    })
    expect(toErrorResponse(error).body).toEqual({
      code: 400,
      message: 'body.to: must be a 0x-prefixed 20-byte hex address; body: Unrecognized key',
    })
  })

  it('answers 413 for an oversized body and 503 when the RPC node is unreachable', () => {
    expect(
      toErrorResponse(Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })),
    ).toEqual({ statusCode: 413, body: { code: 413, message: 'Request body is too large' }, unexpected: false })
    const rpc = new HttpRequestError({ url: 'http://127.0.0.1:8545', status: 502 })
    expect(toErrorResponse(rpc)).toEqual({
      statusCode: 503,
      body: { code: 503, message: 'Chain RPC unavailable' },
      unexpected: true,
    })
  })

  it('hides everything about a bug behind a plain 500', () => {
    expect(toErrorResponse(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual({
      statusCode: 500,
      body: { code: 500, message: 'Internal server error' },
      unexpected: true,
    })
  })

  it('answers router errors without quoting the URL', () => {
    const badUrl = Object.assign(new Error("'/v1/chains/%ED%A0%80' is not a valid url component"), {
      code: 'FST_ERR_BAD_URL',
      statusCode: 400,
    })
    expect(toErrorResponse(badUrl).body).toEqual({ code: 400, message: 'The URL holds an invalid percent-encoding' })
    const longParam = Object.assign(new Error("'/v1/chains/1337/safes/aaaa' is too long"), {
      code: 'FST_ERR_MAX_PARAM_LENGTH',
      statusCode: 414,
    })
    expect(toErrorResponse(longParam).body).toEqual({ code: 414, message: 'A path segment of the URL is too long' })
  })
})
