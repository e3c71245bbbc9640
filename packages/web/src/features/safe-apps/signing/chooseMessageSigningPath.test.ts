import { describe, expect, it } from 'vitest'
import { chooseMessageSigningPath } from './chooseMessageSigningPath'

const offChain = {
  chainFeatures: ['EIP1559', 'EIP1271'],
  offChainSigning: true,
  sdkVersion: { major: 9, minor: 1, patch: 0 },
  safeVersion: '1.4.1',
  fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
}

describe('chooseMessageSigningPath', () => {
  it('signs off-chain when the chain, the app, its SDK and the Safe all allow it', () => {
    expect(chooseMessageSigningPath(offChain)).toBe('off-chain')
    expect(chooseMessageSigningPath({ ...offChain, sdkVersion: { major: 8, minor: 1, patch: 0 } })).toBe('off-chain')
    expect(chooseMessageSigningPath({ ...offChain, sdkVersion: { major: 7, minor: 11, patch: 0 } })).toBe('off-chain')
    expect(chooseMessageSigningPath({ ...offChain, safeVersion: '1.3.0+L2' })).toBe('off-chain')
    // Before 1.3.0 the Safe itself answers isValidSignature.
    expect(chooseMessageSigningPath({ ...offChain, safeVersion: '1.1.1', fallbackHandler: null })).toBe('off-chain')
  })

  it('signs on-chain otherwise', () => {
    expect(chooseMessageSigningPath({ ...offChain, chainFeatures: ['EIP1559'] })).toBe('on-chain')
    expect(chooseMessageSigningPath({ ...offChain, offChainSigning: false })).toBe('on-chain')
    expect(chooseMessageSigningPath({ ...offChain, sdkVersion: { major: 7, minor: 10, patch: 9 } })).toBe('on-chain')
    expect(chooseMessageSigningPath({ ...offChain, safeVersion: null })).toBe('on-chain')
    expect(chooseMessageSigningPath({ ...offChain, safeVersion: 'unknown' })).toBe('on-chain')
    expect(chooseMessageSigningPath({ ...offChain, safeVersion: '0.1.0' })).toBe('on-chain')
    expect(chooseMessageSigningPath({ ...offChain, fallbackHandler: null })).toBe('on-chain')
    expect(chooseMessageSigningPath({ ...offChain, fallbackHandler: `0x${'0'.repeat(40)}` })).toBe('on-chain')
  })
})
