import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getSafeVersionSupport } from './getSafeVersionSupport'

describe('getSafeVersionSupport', () => {
  it.each(['1.3.0', '1.3.0+L2', '1.4.1', '1.4.1+L2', '1.5.0'])('supports %s in full', (version) => {
    expect(getSafeVersionSupport(version)).toEqual({ status: 'full', version: version.split('+')[0] })
  })

  it.each(['1.0.0', '1.1.1', '1.2.0'])('opens %s read-only with a sentence saying why and what to do', (version) => {
    const support = getSafeVersionSupport(version)
    expect(support.status).toBe('read-only')
    if (support.status !== 'read-only') return
    expect(support.reason).toContain(`version ${version}`)
    expect(support.reason).toContain('Update it to 1.3.0 or later')
    expect(support.reason).toContain('move its funds')
  })

  it('opens an unknown or missing version read-only too', () => {
    expect(getSafeVersionSupport(null).status).toBe('read-only')
    expect(getSafeVersionSupport('2.0.0').status).toBe('read-only')
    fc.assert(
      fc.property(fc.string(), (version) => {
        const support = getSafeVersionSupport(version)
        if (support.status === 'full') expect(['1.3.0', '1.4.1', '1.5.0']).toContain(version.split('+')[0])
        else expect(support.reason).toMatch(/\.$/)
      }),
    )
  })
})
