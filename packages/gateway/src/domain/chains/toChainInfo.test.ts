import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { createTokenList } from '../token-list/createTokenList'
import { toChainInfo } from './toChainInfo'

describe('toChainInfo', () => {
  it('offers DEFAULT_TOKENLIST on a chain whose token list trusts tokens, and only there', () => {
    const [devnet] = parseConfig({}).chains
    const chains = new Map([['1337', { config: devnet! }]])
    const devnetList = createTokenList({ '1337': [{ address: '0xE378D7Ab0903E5C086525A90E2648090226D6C64' }] }, chains)
    const emptyList = createTokenList({}, new Map([['1337', { config: { ...devnet!, trustedTokens: [] } }]]))
    expect(devnetList.trustsAny('1337')).toBe(true)
    expect(emptyList.trustsAny('1337')).toBe(false)
    const features = (hasTokenList: boolean) => toChainInfo(devnet!, { gatewayUrl: 'http://g', hasTokenList }).features
    expect(features(true)).toContain('DEFAULT_TOKENLIST')
    expect(features(false)).not.toContain('DEFAULT_TOKENLIST')
    expect(features(true).filter((feature) => feature === 'DEFAULT_TOKENLIST')).toHaveLength(1)
  })
})
