import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { describeImportError } from './describeImportError'

function refusal(status: number, message: string) {
  return new GatewayError('The gateway refused the request as invalid.', 'http', status, {
    details: { answer: { code: status, message } },
  })
}

describe('describeImportError', () => {
  it('shows the gateway’s sentence about the service URL or key', () => {
    const sentence = 'api.safe.global refused the request: it needs an API key, or does not accept the one given.'
    expect(describeImportError(refusal(422, sentence))).toBe(sentence)
    expect(describeImportError(refusal(502, 'Cannot reach example.org: check the URL.'))).toBe(
      'Cannot reach example.org: check the URL.',
    )
  })

  it('asks for an owner’s sign-in instead of showing 401 and 403 answers', () => {
    expect(describeImportError(refusal(401, 'Sign-in required'))).toMatch(/^Sign in with the wallet of an owner/)
    expect(describeImportError(refusal(403, 'The signed-in account 0x… is not an owner'))).toMatch(
      /^Only an owner of this Safe/,
    )
  })

  it('never shows a server’s text for other failures, nor an exception', () => {
    expect(describeImportError(refusal(500, 'TypeError: x is undefined'))).toBe(
      'The gateway refused the request as invalid.',
    )
    expect(describeImportError(new TypeError('boom'))).toBe(
      'The import could not be started. Reload the page and try again.',
    )
  })
})
