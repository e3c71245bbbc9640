import { describe, expect, it } from 'vitest'
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME, sessionCookieFor } from './sessionCookieFor'

describe('sessionCookieFor', () => {
  it('is a Secure __Host- cookie on a public host', () => {
    const cookie = sessionCookieFor('gateway.example.org')
    expect(cookie.name).toBe(SECURE_SESSION_COOKIE_NAME)
    expect(cookie.set('id', 60)).toBe(
      `${SECURE_SESSION_COOKIE_NAME}=id; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Strict`,
    )
  })

  it.each(['localhost', '127.0.0.1', '[::1]'])('drops Secure and the prefix on loopback host %s', (host) => {
    const cookie = sessionCookieFor(host)
    expect(cookie.secure).toBe(false)
    expect(cookie.set('id', 60)).toBe(`${SESSION_COOKIE_NAME}=id; Max-Age=60; Path=/; HttpOnly; SameSite=Strict`)
  })

  it('clears with an empty value and Max-Age=0', () => {
    expect(sessionCookieFor('localhost').clear()).toBe(
      `${SESSION_COOKIE_NAME}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict`,
    )
  })

  it('reads only the name that fits the host, so an unprefixed cookie planted by a subdomain is ignored', () => {
    const header = `${SESSION_COOKIE_NAME}=planted; ${SECURE_SESSION_COOKIE_NAME}=real`
    expect(sessionCookieFor('gateway.example.org').read(header)).toBe('real')
    expect(sessionCookieFor('gateway.example.org').read(`${SESSION_COOKIE_NAME}=planted`)).toBeUndefined()
    expect(sessionCookieFor('localhost').read(header)).toBe('planted')
  })
})
