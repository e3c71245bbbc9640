import { describe, expect, it } from 'vitest'
import { safeEventsUrl } from './safeEventsUrl'

describe('safeEventsUrl', () => {
  it('is the events path of the checksummed Safe under the gateway, path prefix included', () => {
    const safe = '0xd9f8de3b1e996b792c5ebb78a747f974d618d172'
    expect(safeEventsUrl('http://gw.test', 1337, safe)).toBe(
      'http://gw.test/v1/chains/1337/safes/0xd9f8dE3B1E996B792C5eBb78A747F974D618D172/events',
    )
    expect(safeEventsUrl('https://host.test/gateway', 1, safe)).toBe(
      'https://host.test/gateway/v1/chains/1/safes/0xd9f8dE3B1E996B792C5eBb78A747F974D618D172/events',
    )
  })
})
