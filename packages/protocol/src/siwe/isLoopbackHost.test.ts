import { describe, expect, it } from 'vitest'
import { isLoopbackHost } from './isLoopbackHost'

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST:5173', '127.0.0.1', '127.0.0.1:8787', '::1', '[::1]', '[::1]:8787'])(
    '%s is loopback',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  )

  it.each(['wallet.example.org', 'localhost.example.org', '127.0.0.2', '192.168.1.10:5173', '[::2]:80', ''])(
    '%s is not',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  )
})
