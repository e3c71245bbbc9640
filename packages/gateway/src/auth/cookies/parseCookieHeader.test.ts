import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from './parseCookieHeader'

describe('parseCookieHeader', () => {
  it('reads name=value pairs separated by semicolons', () => {
    expect(Object.fromEntries(parseCookieHeader('a=1; b=two;c=3'))).toEqual({ a: '1', b: 'two', c: '3' })
  })

  it('is empty without a header', () => {
    expect(parseCookieHeader(undefined).size).toBe(0)
    expect(parseCookieHeader('').size).toBe(0)
  })

  it('keeps the first of repeated names (the most specific path comes first)', () => {
    expect(parseCookieHeader('sid=first; sid=second').get('sid')).toBe('first')
  })

  it('keeps "=" inside values and drops surrounding quotes and spaces', () => {
    const cookies = parseCookieHeader(' token = a=b=c ; quoted="x y" ')
    expect(cookies.get('token')).toBe('a=b=c')
    expect(cookies.get('quoted')).toBe('x y')
  })

  it('decodes valid percent escapes and leaves broken ones as they are', () => {
    const cookies = parseCookieHeader('ok=a%20b; broken=%E0%A4%A')
    expect(cookies.get('ok')).toBe('a b')
    expect(cookies.get('broken')).toBe('%E0%A4%A')
  })

  it('skips pairs without "=" or without a name', () => {
    expect(Object.fromEntries(parseCookieHeader('flag; =orphan; real=1'))).toEqual({ real: '1' })
  })
})
