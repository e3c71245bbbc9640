import { describe, expect, it } from 'vitest'
import { gatewayKeys, SAFE_RESOURCES, type SafeResource } from '../../lib/query/gatewayKeys'
import { safeChangeQueryKeys } from './safeChangeQueryKeys'

const scope = {
  gatewayUrl: 'http://gw.test',
  chainId: 1337,
  safe: '0xd9f8de3b1e996b792c5ebb78a747f974d618d172',
} as const
const key = (resource: SafeResource) => gatewayKeys.safeResource(scope, resource)

describe('safeChangeQueryKeys', () => {
  it('maps each kind to the queries it makes stale, keyed by the checksummed Safe address', () => {
    expect(safeChangeQueryKeys({ ...scope, kinds: ['queue'] })).toEqual({
      safeInfo: undefined,
      lists: [key(SAFE_RESOURCES.queued), key(SAFE_RESOURCES.transactions)],
    })
    expect(key(SAFE_RESOURCES.queued)).toContain('0xd9f8dE3B1E996B792C5eBb78A747F974D618D172')
    expect(safeChangeQueryKeys({ ...scope, kinds: ['history'] }).lists).toEqual([
      key(SAFE_RESOURCES.history),
      key(SAFE_RESOURCES.transactions),
    ])
    expect(safeChangeQueryKeys({ ...scope, kinds: ['balances'] }).lists).toEqual([key(SAFE_RESOURCES.balances)])
    expect(safeChangeQueryKeys({ ...scope, kinds: ['collectibles'] }).lists).toEqual([key(SAFE_RESOURCES.collectibles)])
    expect(safeChangeQueryKeys({ ...scope, kinds: ['messages'] }).lists).toEqual([key(SAFE_RESOURCES.messages)])
  })

  it('keeps SafeInfo apart from the lists, since the lists reload after it', () => {
    expect(safeChangeQueryKeys({ ...scope, kinds: ['safe'] })).toEqual({
      safeInfo: gatewayKeys.safeInfo(scope),
      lists: [],
    })
    expect(safeChangeQueryKeys({ ...scope, kinds: ['queue', 'history', 'balances', 'safe'] })).toEqual({
      safeInfo: gatewayKeys.safeInfo(scope),
      lists: [
        key(SAFE_RESOURCES.queued),
        key(SAFE_RESOURCES.transactions),
        key(SAFE_RESOURCES.history),
        key(SAFE_RESOURCES.balances),
      ],
    })
  })

  it('names each query once however often its kind is repeated', () => {
    expect(safeChangeQueryKeys({ ...scope, kinds: ['queue', 'queue', 'balances'] }).lists).toEqual([
      key(SAFE_RESOURCES.queued),
      key(SAFE_RESOURCES.transactions),
      key(SAFE_RESOURCES.balances),
    ])
  })
})
