import { describe, expect, it } from 'vitest'
import { findSafeSingleton } from './findSafeSingleton'
import { safeSingletons } from './safeSingletons'

describe('findSafeSingleton', () => {
  it('names every published singleton, whatever the address case', () => {
    expect(findSafeSingleton('0xd9db270c1b5e3bd161e8c8503c55ceabee709552')).toEqual({
      address: '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552',
      version: '1.3.0',
      l2: false,
      addressSet: 'canonical',
      supported: true,
    })
    expect(findSafeSingleton('0xfb1bffC9d739B8D520DaF37dF666da4C687191EA')).toMatchObject({
      version: '1.3.0',
      l2: true,
      addressSet: 'eip155',
    })
    expect(findSafeSingleton('0xEdd160fEBBD92E350D4D398fb636302fccd67C7e')).toMatchObject({
      version: '1.5.0',
      l2: true,
    })
    expect(findSafeSingleton('0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F')).toMatchObject({
      version: '1.1.1',
      supported: false,
    })
  })

  it('knows nothing of other code, and lists each address once', () => {
    expect(findSafeSingleton('0x0000000000000000000000000000000000000001')).toBeNull()
    const addresses = safeSingletons.map(({ address }) => address.toLowerCase())
    expect(new Set(addresses).size).toBe(addresses.length)
    expect(safeSingletons.filter(({ supported }) => supported)).toHaveLength(8)
  })
})
