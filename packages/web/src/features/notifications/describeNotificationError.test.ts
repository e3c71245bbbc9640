import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { describeNotificationError } from './describeNotificationError'
import { NotificationsBlockedError } from './NotificationsBlockedError'

describe('describeNotificationError', () => {
  it('says how to unblock notifications', () => {
    expect(describeNotificationError(new NotificationsBlockedError('blocked'))).toMatch(/^Notifications are blocked/)
    expect(describeNotificationError(new DOMException('denied', 'NotAllowedError'))).toMatch(
      /^Notifications are blocked/,
    )
  })

  it('tells a declined signature apart', () => {
    expect(describeNotificationError(new UserRejectedRequestError(new Error('User rejected')))).toBe(
      'The wallet declined to sign, so nothing changed.',
    )
  })

  it("explains the gateway's refusals", () => {
    expect(describeNotificationError(new GatewayError('401: Sign in first', 'http', 401))).toMatch(/session has ended/)
    expect(describeNotificationError(new GatewayError('403: Not an owner', 'http', 403))).toMatch(/^Only owners/)
    expect(describeNotificationError(new GatewayError('down', 'unreachable', undefined))).toMatch(
      /could not be reached/,
    )
    expect(describeNotificationError(new GatewayError('422: Signature 0 is not by an owner', 'http', 422))).toBe(
      'The gateway refused: 422: Signature 0 is not by an owner',
    )
  })

  it("names the browser's push service, and falls back to a plain sentence", () => {
    expect(describeNotificationError(new DOMException('push service error', 'AbortError'))).toMatch(/push service/)
    expect(describeNotificationError(new Error('boom'))).toBe('Notifications could not be changed. Try again.')
  })
})
