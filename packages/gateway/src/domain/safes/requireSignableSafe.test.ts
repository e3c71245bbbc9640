import { describe, expect, it } from 'vitest'
import { RuleViolationError } from '../errors/RuleViolationError'
import { requireSignableSafe } from './requireSignableSafe'

const safe = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('requireSignableSafe', () => {
  it.each(['1.3.0', '1.4.1', '1.5.0', '1.3.0+L2'])('lets owners sign for a Safe %s', (version) => {
    expect(() => requireSignableSafe(safe, { version })).not.toThrow()
  })

  it.each(['1.0.0', '1.1.1', '1.2.0'])(
    'refuses a Safe %s with the sentence that says why and what to do',
    (version) => {
      expect(() => requireSignableSafe(safe, { version })).toThrow(RuleViolationError)
      expect(() => requireSignableSafe(safe, { version })).toThrow(
        new RegExp(`version ${version.replaceAll('.', '\\.')}.*Update it to 1\\.3\\.0 or later`),
      )
    },
  )

  it('refuses a Safe on a singleton that gives no version', () => {
    expect(() => requireSignableSafe(safe, { version: null })).toThrow(/does not recognise/)
  })
})
