import { canonicalAddresses } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { knownMasterCopies } from '../chains/knownMasterCopies'
import { compareVersions, parseVersion } from './compareVersions'
import { getImplementationVersionState } from './getImplementationVersionState'

const known = { singleton: canonicalAddresses.safeL2, masterCopies: knownMasterCopies }

describe('getImplementationVersionState', () => {
  it('is UP_TO_DATE at or above the recommended version, OUTDATED below', () => {
    expect(getImplementationVersionState({ ...known, version: '1.4.1', recommendedVersion: '1.4.1' })).toBe(
      'UP_TO_DATE',
    )
    expect(getImplementationVersionState({ ...known, version: '1.4.1+L2', recommendedVersion: '1.3.0' })).toBe(
      'UP_TO_DATE',
    )
    expect(getImplementationVersionState({ ...known, version: '1.3.0', recommendedVersion: '1.4.1' })).toBe('OUTDATED')
  })

  it('is UNKNOWN without semver on either side or for a singleton that is no known master copy', () => {
    expect(getImplementationVersionState({ ...known, version: null, recommendedVersion: '1.4.1' })).toBe('UNKNOWN')
    expect(getImplementationVersionState({ ...known, version: 'v-next', recommendedVersion: '1.4.1' })).toBe('UNKNOWN')
    expect(getImplementationVersionState({ ...known, version: '1.4.1', recommendedVersion: null })).toBe('UNKNOWN')
    expect(
      getImplementationVersionState({
        ...known,
        singleton: '0x0000000000000000000000000000000000000bad',
        version: '1.4.1',
        recommendedVersion: '1.4.1',
      }),
    ).toBe('UNKNOWN')
  })
})

describe('compareVersions', () => {
  it('orders numerically, pre-releases before their release', () => {
    const order = ['1.0.0-beta', '1.0.0', '1.3.0', '1.10.0'].map((version) => parseVersion(version)!)
    for (let index = 1; index < order.length; index++)
      expect(compareVersions(order[index - 1]!, order[index]!)).toBeLessThan(0)
    expect(compareVersions(parseVersion('1.4.1')!, parseVersion('1.4.1+L2')!)).toBe(0)
  })
})
