import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { predictUndeployedSafeAddress } from '../safes'
import { BrowserDataFileError } from './BrowserDataFileError'
import { parseBrowserDataFile } from './parseBrowserDataFile'

const valid = { format: 'strongroom-browser-data', version: 1, exportedAt: '2026-11-28T04:00:00.000Z', stores: {} }
/** The sentence a refused file gets; fails when the file is accepted or refused with another error. */
const refusal = (text: string): string => {
  const outcome = (() => {
    try {
      return parseBrowserDataFile(text)
    } catch (error) {
      return error
    }
  })()
  expect(outcome).toBeInstanceOf(BrowserDataFileError)
  return (outcome as BrowserDataFileError).message
}

describe('parseBrowserDataFile', () => {
  it('refuses a file that is not an export with a sentence saying why', () => {
    expect(refusal('address,name\n0x1,a')).toBe(
      'This file is not a Strongroom data export: it is not JSON. Nothing was imported.',
    )
    expect(refusal('[]')).toMatch(/not a Strongroom data export: it holds no export/)
    expect(refusal(JSON.stringify({ ...valid, format: 'safe-wallet' }))).toMatch(/its “format” is not/)
    expect(refusal(JSON.stringify({ ...valid, version: 2 }))).toBe(
      'This export was made by a newer Strongroom (file version 2); this one reads version 1. Update Strongroom and import it again. Nothing was imported.',
    )
    expect(refusal(JSON.stringify({ ...valid, stores: { 'wagmi.store': {} } }))).toMatch(
      /holds “wagmi.store”, which this version of Strongroom does not keep/,
    )
  })

  it('names the store and the place of a damaged value', () => {
    const stores = { 'strongroom.addedSafes.1337': [{ address: '0x1234', name: 'x' }] }
    expect(refusal(JSON.stringify({ ...valid, stores }))).toBe(
      'This export’s “Safes added on chain 1337” is damaged at 0.address: must be a 0x-prefixed 20-byte hex address. Nothing was imported.',
    )
  })

  it('refuses a Safe not activated yet whose address its setup does not predict', () => {
    const setup = { owners: [getAddress('0x0000000000000000000000000000000000000001')], threshold: 1, saltNonce: '7' }
    const safe = { address: predictUndeployedSafeAddress(setup), ...setup }
    const key = 'strongroom.undeployedSafes.1337'
    expect(parseBrowserDataFile(JSON.stringify({ ...valid, stores: { [key]: [safe] } })).stores[key]).toEqual([safe])
    expect(refusal(JSON.stringify({ ...valid, stores: { [key]: [{ ...safe, saltNonce: '8' }] } }))).toBe(
      'This export’s “Safes not activated yet on chain 1337” is damaged at 0: is not a Safe setup (owners, threshold, salt nonce) whose predicted address is the one given. Nothing was imported.',
    )
  })

  it('reads a valid export', () => {
    const stores = { 'strongroom.blindSigning': true, 'strongroom.addressBook': [] }
    expect(parseBrowserDataFile(JSON.stringify({ ...valid, stores })).stores).toEqual(stores)
  })

  it('answers any JSON with an export or a BrowserDataFileError, never another failure', () => {
    const anyStores = fc.dictionary(
      fc.oneof(fc.constantFrom('strongroom.addressBook', 'strongroom.theme', 'strongroom.batch.1.0x12'), fc.string()),
      fc.jsonValue(),
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          anyStores.map((stores) => ({ ...valid, stores })),
        ),
        (json) => {
          try {
            parseBrowserDataFile(JSON.stringify(json))
          } catch (error) {
            expect(error).toBeInstanceOf(BrowserDataFileError)
          }
        },
      ),
    )
  })
})
