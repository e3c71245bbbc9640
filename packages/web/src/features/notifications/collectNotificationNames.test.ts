import { sanitizeDisplayText } from '@strongroom/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { collectNotificationNames } from './collectNotificationNames'

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)

describe('collectNotificationNames', () => {
  it('names exactly the addresses that have a name left after cleaning, by lower-case address, cleaned', () => {
    fc.assert(
      fc.property(
        fc.dictionary(address, fc.option(fc.string({ unit: 'grapheme-ascii' }))),
        fc.string(),
        (given, raw) => {
          // Mixed case in, and one name with every kind of hidden character a person could paste.
          const named = { ...given, [Object.keys(given)[0] ?? '0x00']: `\u202E${raw}\u200B` }
          const nameOf = (wanted: string) => named[wanted.toLowerCase()] ?? undefined
          const names = collectNotificationNames(
            nameOf,
            Object.keys(named).map((key) => key.toUpperCase().replace('0X', '0x')),
          )
          const expected = Object.fromEntries(
            Object.entries(named)
              .map(([key, name]) => [key.toLowerCase(), sanitizeDisplayText(name ?? '')] as const)
              .filter(([, name]) => name !== ''),
          )
          expect(names).toEqual(expected)
          for (const name of Object.values(names)) expect(name).not.toMatch(/[\u202E\u200B]/)
        },
      ),
    )
  })
})
