import { describe, expect, it } from 'vitest'
import { safeChangeQueryKeys } from './safeChangeQueryKeys'

const scope = {
  gatewayUrl: 'http://gw.test',
  chainId: 1337,
  safe: '0xd9f8de3b1e996b792c5ebb78a747f974d618d172',
} as const
const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const key = (resource: string) => ['gateway', 'http://gw.test', resource, 1337, SAFE]

describe('safeChangeQueryKeys', () => {
  it('maps each kind to the queries it makes stale, keyed by the checksummed Safe address', () => {
    expect(safeChangeQueryKeys({ ...scope, kinds: ['queue'] })).toEqual({ safeInfo: undefined, lists: [key('queued')] })
    expect(safeChangeQueryKeys({ ...scope, kinds: ['history'] }).lists).toEqual([key('history')])
    expect(safeChangeQueryKeys({ ...scope, kinds: ['balances'] }).lists).toEqual([key('balances')])
    expect(safeChangeQueryKeys({ ...scope, kinds: ['collectibles'] }).lists).toEqual([key('collectibles')])
    expect(safeChangeQueryKeys({ ...scope, kinds: ['messages'] }).lists).toEqual([key('messages')])
  })

  it('keeps SafeInfo apart from the lists, since the lists reload after it', () => {
    expect(safeChangeQueryKeys({ ...scope, kinds: ['safe'] })).toEqual({ safeInfo: key('safe'), lists: [] })
    expect(safeChangeQueryKeys({ ...scope, kinds: ['queue', 'history', 'balances', 'safe'] })).toEqual({
      safeInfo: key('safe'),
      lists: [key('queued'), key('history'), key('balances')],
    })
  })

  it('names each query once however often its kind is repeated', () => {
    expect(safeChangeQueryKeys({ ...scope, kinds: ['queue', 'queue', 'balances'] }).lists).toEqual([
      key('queued'),
      key('balances'),
    ])
  })
})
