import { describe, expect, it } from 'vitest'
import { RuleViolationError } from '../errors/RuleViolationError'
import { requireSignableSafe } from './requireSignableSafe'

const safe = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const singletonOf: Record<string, `0x${string}`> = {
  '1.0.0': '0xb6029EA3B2c51D09a50B53CA8012FeEB05bDa35A',
  '1.1.1': '0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F',
  '1.2.0': '0x6851D6fDFAfD08c0295C392436245E5bc78B0185',
  '1.3.0': '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552',
  '1.3.0+L2': '0x3E5c63644E683549055b9Be8653de26E0B4CD36E',
  '1.4.1': '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  '1.5.0': '0xEdd160fEBBD92E350D4D398fb636302fccd67C7e',
}
const state = (version: string) => ({ version, singleton: singletonOf[version]! })

describe('requireSignableSafe', () => {
  it.each(['1.3.0', '1.4.1', '1.5.0', '1.3.0+L2'])('lets owners sign for a Safe %s', (version) => {
    expect(() => requireSignableSafe(safe, state(version))).not.toThrow()
  })

  it.each(['1.0.0', '1.1.1', '1.2.0'])(
    'refuses a Safe %s with the sentence that says why and what to do',
    (version) => {
      expect(() => requireSignableSafe(safe, state(version))).toThrow(RuleViolationError)
      expect(() => requireSignableSafe(safe, state(version))).toThrow(
        new RegExp(`version ${version.replaceAll('.', '\\.')}.*Update it to 1\\.3\\.0 or later`),
      )
    },
  )

  it('refuses a Safe on a singleton that gives no version', () => {
    expect(() => requireSignableSafe(safe, { version: null, singleton: singletonOf['1.4.1']! })).toThrow(
      /does not recognise/,
    )
  })

  it('refuses a Safe whose singleton is not a published one, whatever VERSION() it answers', () => {
    const forged = '0x1111111111111111111111111111111111111111'
    expect(() => requireSignableSafe(safe, { version: '1.4.1', singleton: forged })).toThrow(/does not recognise/)
    expect(() => requireSignableSafe(safe, { version: '1.4.1', singleton: null })).toThrow(/does not recognise/)
  })
})
