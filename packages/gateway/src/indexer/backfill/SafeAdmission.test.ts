import { describe, expect, it } from 'vitest'
import { TooManyRequestsError } from '../../domain/errors/TooManyRequestsError'
import { SafeAdmission } from './SafeAdmission'

describe('SafeAdmission', () => {
  it('gives each client address a share of new Safes per window', () => {
    let now = 0
    const admission = new SafeAdmission({ maxQueuedSafes: 100, newSafesPerClient: 2, windowMs: 60_000 }, () => now)
    admission.admit('a', 0)
    now = 10_000
    admission.admit('a', 0)
    expect(() => admission.admit('a', 0)).toThrow(TooManyRequestsError)
    try {
      admission.admit('a', 0)
    } catch (error) {
      expect((error as TooManyRequestsError).retryAfterSeconds).toBe(50)
    }
    // Another address has its own share; the first gets one back once its oldest addition leaves the window.
    admission.admit('b', 0)
    now = 60_001
    admission.admit('a', 0)
    expect(() => admission.admit('a', 0)).toThrow(TooManyRequestsError)
  })

  it('refuses everyone while the queue is full', () => {
    const admission = new SafeAdmission({ maxQueuedSafes: 3, newSafesPerClient: 10, windowMs: 60_000 })
    expect(() => admission.admit('a', 3)).toThrow('The gateway is busy indexing other Safes')
    admission.admit('a', 2)
  })
})
