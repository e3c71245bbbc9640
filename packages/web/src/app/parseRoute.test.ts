import { describe, expect, it } from 'vitest'
import { parseRoute } from './parseRoute'

const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'

describe('parseRoute', () => {
  it('knows the fixed screens, with or without a trailing slash', () => {
    expect(parseRoute('/')).toEqual({ name: 'welcome' })
    expect(parseRoute('/new-safe')).toEqual({ name: 'new-safe' })
    expect(parseRoute('/add-safe/')).toEqual({ name: 'add-safe' })
    expect(parseRoute('/settings')).toEqual({ name: 'settings' })
    expect(parseRoute('/address-book')).toEqual({ name: 'address-book' })
  })

  it('reads a Safe dashboard and its sections', () => {
    expect(parseRoute(`/dev:${SAFE}`)).toEqual({ name: 'safe', prefix: 'dev', address: SAFE, section: 'dashboard' })
    expect(parseRoute(`/dev:${SAFE}/assets`)).toMatchObject({ section: 'assets' })
    expect(parseRoute(`/dev:${SAFE}/nfts/`)).toMatchObject({ section: 'nfts' })
    expect(parseRoute(`/dev:${SAFE}/receive`)).toMatchObject({ section: 'receive' })
  })

  it('checksums a lower-case address and accepts an encoded colon', () => {
    expect(parseRoute(`/DEV%3A${SAFE.toLowerCase()}`)).toEqual({
      name: 'safe',
      prefix: 'dev',
      address: SAFE,
      section: 'dashboard',
    })
  })

  it('rejects wrong checksums, unknown sections, missing prefixes and extra segments', () => {
    expect(parseRoute(`/dev:${SAFE.replace('d9f8dE', 'd9f8De')}`)).toEqual({ name: 'not-found' })
    expect(parseRoute(`/dev:${SAFE}/history`)).toEqual({ name: 'not-found' })
    expect(parseRoute(`/${SAFE}`)).toEqual({ name: 'not-found' })
    expect(parseRoute(`/dev:${SAFE}/assets/more`)).toEqual({ name: 'not-found' })
    expect(parseRoute('/dev:0x1234')).toEqual({ name: 'not-found' })
    expect(parseRoute('/%E0%A4%A')).toEqual({ name: 'not-found' })
  })
})
