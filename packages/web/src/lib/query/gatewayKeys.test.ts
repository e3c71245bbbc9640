import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { gatewayKeys, SAFE_RESOURCES, tagsOfKey } from './gatewayKeys'

const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const scope = { gatewayUrl: 'http://gw.test', chainId: 1337, safe: SAFE } as const

/** The keys of the cached queries `filter` matches, as a prefix match in TanStack Query does it. */
function matched(keys: readonly (readonly unknown[])[], prefix: readonly unknown[]) {
  const client = new QueryClient()
  for (const key of keys) client.setQueryData(key, 1)
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.queryKey)
}

describe('gatewayKeys', () => {
  const safeKeys = [
    gatewayKeys.safeInfo(scope),
    gatewayKeys.balances(scope, { currency: 'usd', trusted: false }),
    gatewayKeys.balances(scope, { currency: 'EUR', trusted: true }),
    gatewayKeys.queued(scope, { txQueuedTag: '1', txHistoryTag: '2' }),
    gatewayKeys.collectibles(scope, { collectiblesTag: '3' }),
    gatewayKeys.queuedPages(scope, { txQueuedTag: '1', txHistoryTag: '2' }),
    gatewayKeys.history(scope, 'Europe/Zurich', { txHistoryTag: '2' }),
    gatewayKeys.messages(scope, { messagesTag: '4' }),
    gatewayKeys.transactionDetails(scope, 'multisig_0x_0x1'),
  ]
  const others = [
    gatewayKeys.safeInfo({ ...scope, safe: OTHER }),
    gatewayKeys.safeInfo({ ...scope, chainId: 1 }),
    gatewayKeys.safeInfo({ ...scope, gatewayUrl: 'http://other.test' }),
    gatewayKeys.chainInfo('http://gw.test', 1337),
    gatewayKeys.contractInfo('http://gw.test', 1337, SAFE),
    gatewayKeys.ownedSafes('http://gw.test', 1337, SAFE),
    gatewayKeys.addressBook('http://gw.test', SAFE),
  ]

  it('finds every query of one Safe by one prefix, whatever the case of the address', () => {
    const lower = { ...scope, safe: SAFE.toLowerCase() as `0x${string}` }
    expect(matched([...safeKeys, ...others], gatewayKeys.safe(lower))).toEqual(safeKeys)
  })

  it('finds every variant of one resource by its prefix', () => {
    expect(matched([...safeKeys, ...others], gatewayKeys.safeResource(scope, SAFE_RESOURCES.balances))).toEqual([
      safeKeys[1],
      safeKeys[2],
    ])
  })

  it('reloads the queue screen with the dashboard queue, and transaction details by their own prefix', () => {
    expect(matched([...safeKeys, ...others], gatewayKeys.safeResource(scope, SAFE_RESOURCES.queued))).toEqual([
      safeKeys[3],
      safeKeys[5],
    ])
    expect(matched([...safeKeys, ...others], gatewayKeys.safeResource(scope, SAFE_RESOURCES.transactions))).toEqual([
      safeKeys[8],
    ])
    expect(tagsOfKey(safeKeys[6]!)).toEqual({ txHistoryTag: '2' })
  })

  it('keys balances by the upper-case currency, so "usd" and "USD" share one entry', () => {
    expect(gatewayKeys.balances(scope, { currency: 'usd', trusted: false })).toEqual(
      gatewayKeys.balances(scope, { currency: 'USD', trusted: false }),
    )
  })

  it('keys a contract’s info under its chain, whatever the case of its address', () => {
    const lower = SAFE.toLowerCase() as `0x${string}`
    expect(gatewayKeys.contractInfo('http://gw.test', 1337, lower)).toEqual(
      gatewayKeys.contractInfo('http://gw.test', 1337, SAFE),
    )
    expect(matched(others, gatewayKeys.chain('http://gw.test', 1337))).toContainEqual(
      gatewayKeys.contractInfo('http://gw.test', 1337, SAFE),
    )
  })

  it('keeps session-bound data under the account', () => {
    expect(
      matched(
        [...safeKeys, ...others, gatewayKeys.userSettings('http://gw.test', SAFE)],
        gatewayKeys.account('http://gw.test', SAFE),
      ),
    ).toEqual([gatewayKeys.addressBook('http://gw.test', SAFE), gatewayKeys.userSettings('http://gw.test', SAFE)])
  })

  it('reads the tags back from a key that carries them, and none from one that does not', () => {
    expect(tagsOfKey(gatewayKeys.queued(scope, { txQueuedTag: '1', txHistoryTag: '2' }))).toEqual({
      txQueuedTag: '1',
      txHistoryTag: '2',
    })
    expect(tagsOfKey(gatewayKeys.balances(scope, { currency: 'USD', trusted: true }))).toEqual({})
  })
})
