import { describe, expect, it } from 'vitest'
import type { ResponseCacheSettings } from '../../config'
import { ResponseCache, type ResponseScope } from './ResponseCache'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const JSON_TYPE = 'application/json; charset=utf-8'
const settings: ResponseCacheSettings = { maxEntries: 100, maxBytes: 1_000_000, maxAgeMs: 60_000 }

/** Stores `body` under `key` through a fresh ticket; returns whether the cache kept it. */
function put(cache: ResponseCache, key: string, body: string, scope: ResponseScope = { chainId: '1', safe: SAFE }) {
  const ticket = cache.begin(key, scope)
  if (!ticket) return false
  cache.store(ticket, body, JSON_TYPE)
  return cache.get(key) !== null
}

const text = (cache: ResponseCache, key: string) => cache.get(key)?.body.toString('utf8') ?? null

describe('ResponseCache', () => {
  it('serves the stored bytes with their content type and a strong ETag of the bytes', () => {
    const cache = new ResponseCache(settings)
    expect(put(cache, '/a', '{"a":1}')).toBe(true)
    const hit = cache.get('/a')
    expect(hit?.body.toString()).toBe('{"a":1}')
    expect(hit?.contentType).toBe(JSON_TYPE)
    expect(hit?.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    put(cache, '/b', '{"a":1}')
    put(cache, '/c', '{"a":2}')
    expect(cache.get('/b')?.etag).toBe(hit?.etag)
    expect(cache.get('/c')?.etag).not.toBe(hit?.etag)
    expect(cache.get('/unknown')).toBeNull()
  })

  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new ResponseCache({ ...settings, maxEntries: 2 })
    put(cache, '/a', 'a')
    put(cache, '/b', 'b')
    expect(text(cache, '/a')).toBe('a')
    put(cache, '/c', 'c')
    expect([text(cache, '/a'), text(cache, '/b'), text(cache, '/c')]).toEqual(['a', null, 'c'])
    expect(cache.size).toBe(2)
  })

  it('keeps recency exact when entries in the middle are used or dropped', () => {
    const cache = new ResponseCache({ ...settings, maxEntries: 3 })
    for (const key of ['/a', '/b', '/c']) put(cache, key, key)
    text(cache, '/b')
    put(cache, '/d', '/d')
    expect(text(cache, '/a')).toBeNull()
    put(cache, '/e', '/e')
    expect([text(cache, '/c'), text(cache, '/b'), text(cache, '/d'), text(cache, '/e')]).toEqual([
      null,
      '/b',
      '/d',
      '/e',
    ])
    // A voided entry leaves the list: the others keep their order.
    put(cache, '/other', '/other', { chainId: '1', safe: OTHER })
    cache.safeChanged('1', OTHER)
    expect(text(cache, '/other')).toBeNull()
    put(cache, '/f', '/f')
    expect([cache.size, text(cache, '/b'), text(cache, '/f')]).toEqual([3, null, '/f'])
  })

  it('evicts by bytes (bodies and keys), and never keeps an answer larger than maxBytes', () => {
    const cache = new ResponseCache({ ...settings, maxBytes: 30 })
    put(cache, '/a', 'x'.repeat(10))
    put(cache, '/b', 'y'.repeat(10))
    expect(cache.byteSize).toBe(24)
    put(cache, '/c', 'z'.repeat(10))
    expect([text(cache, '/a'), text(cache, '/b')]).toEqual([null, 'y'.repeat(10)])
    expect(cache.byteSize).toBe(24)
    expect(put(cache, '/big', 'w'.repeat(40))).toBe(false)
    expect(text(cache, '/b')).toBe('y'.repeat(10))
    // Multi-byte characters count as bytes.
    expect(put(cache, '/utf8', 'é'.repeat(14))).toBe(false)
  })

  it('replaces an entry stored again under the same key', () => {
    const cache = new ResponseCache(settings)
    put(cache, '/a', 'old')
    put(cache, '/a', 'newer')
    expect(text(cache, '/a')).toBe('newer')
    expect([cache.size, cache.byteSize]).toEqual([1, 7])
  })

  it('voids the entries of a changed Safe, in any letter case, and only those', () => {
    const cache = new ResponseCache(settings)
    put(cache, '/safe', 's')
    put(cache, '/other', 'o', { chainId: '1', safe: OTHER })
    put(cache, '/elsewhere', 'e', { chainId: '2', safe: SAFE })
    cache.safeChanged('1', SAFE.toLowerCase())
    expect([text(cache, '/safe'), text(cache, '/other'), text(cache, '/elsewhere')]).toEqual([null, 'o', 'e'])
    expect(put(cache, '/safe', 's2')).toBe(true)
  })

  it('does not store an answer whose Safe changed while it was computed', () => {
    const cache = new ResponseCache(settings)
    const ticket = cache.begin('/safe', { chainId: '1', safe: SAFE })!
    cache.safeChanged('1', SAFE)
    const sent = cache.store(ticket, 'computed before the change', JSON_TYPE)
    expect(sent.body.toString()).toBe('computed before the change')
    expect(cache.get('/safe')).toBeNull()
  })

  it('voids every entry of a chain on a chain-wide change', () => {
    const cache = new ResponseCache(settings)
    put(cache, '/safe', 's')
    put(cache, '/other', 'o', { chainId: '1', safe: OTHER })
    put(cache, '/elsewhere', 'e', { chainId: '2', safe: SAFE })
    const ticket = cache.begin('/late', { chainId: '1', safe: OTHER })!
    cache.chainChanged('1')
    cache.store(ticket, 'late', JSON_TYPE)
    expect([text(cache, '/safe'), text(cache, '/other'), text(cache, '/late'), text(cache, '/elsewhere')]).toEqual([
      null,
      null,
      null,
      'e',
    ])
  })

  it('serves an entry with a revision only while its current value is that revision, and known', () => {
    const cache = new ResponseCache(settings)
    let head: string | null | Promise<string | null> = '10'
    const at = (value: string) => ({ chainId: '1', safe: SAFE, revision: { value, current: () => head } })
    put(cache, '/info', 'at 10', at('10'))
    expect(text(cache, '/info')).toBe('at 10')
    head = '11'
    expect(text(cache, '/info')).toBeNull()
    put(cache, '/info', 'at 11', at('11'))
    expect(text(cache, '/info')).toBe('at 11')
    // Being read again, or unreadable: not served.
    head = Promise.resolve('11')
    expect(text(cache, '/info')).toBeNull()
    head = null
    expect(text(cache, '/info')).toBeNull()
    head = '11'
    expect(text(cache, '/info')).toBe('at 11')
  })

  it('expires entries after maxAgeMs', () => {
    let now = 1_000
    const cache = new ResponseCache({ ...settings, maxAgeMs: 500 }, () => now)
    put(cache, '/a', 'a')
    now += 499
    expect(text(cache, '/a')).toBe('a')
    now += 1
    expect(text(cache, '/a')).toBeNull()
    expect(cache.size).toBe(0)
  })

  it('neither serves nor stores while suspended, and restarts empty', () => {
    const cache = new ResponseCache(settings)
    put(cache, '/a', 'a')
    const before = cache.begin('/b', { chainId: '1', safe: SAFE })!
    cache.suspend()
    expect(cache.get('/a')).toBeNull()
    expect(cache.begin('/c', { chainId: '1', safe: SAFE })).toBeNull()
    cache.store(before, 'b', JSON_TYPE)
    cache.resume()
    expect([text(cache, '/a'), text(cache, '/b')]).toEqual([null, null])
    expect(put(cache, '/a', 'again')).toBe(true)
    // resume() without a suspension keeps what is there.
    cache.resume()
    expect(text(cache, '/a')).toBe('again')
  })

  it('clear() drops everything and voids answers being computed', () => {
    const cache = new ResponseCache(settings)
    put(cache, '/a', 'a')
    const ticket = cache.begin('/b', { chainId: '1', safe: SAFE })!
    cache.clear()
    cache.store(ticket, 'b', JSON_TYPE)
    expect([cache.size, cache.byteSize, text(cache, '/b')]).toEqual([0, 0, null])
  })

  it('is off with maxEntries 0', () => {
    const cache = new ResponseCache({ ...settings, maxEntries: 0 })
    expect(cache.begin('/a', { chainId: '1', safe: SAFE })).toBeNull()
  })
})
