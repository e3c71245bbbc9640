import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { predictUndeployedSafeAddress } from '../safes'
import { exportBrowserData } from './exportBrowserData'
import { parseBrowserDataFile } from './parseBrowserDataFile'
import { planBrowserDataImport } from './planBrowserDataImport'

// A small pool of addresses and names, so that generated browsers share Safes and entries and the merge meets
// collisions, not only disjoint lists.
const addressPool = [1, 2, 3, 4, 5].map((n) => getAddress(`0x${n.toString(16).padStart(40, '0')}`))
const anAddress = fc.constantFrom(...addressPool)
const aName = fc.constantFrom('', 'Treasury', 'Payroll', 'Ops')
const uniqueBy = <T>(items: T[], key: (item: T) => string) => [
  ...new Map(items.map((item) => [key(item), item])).values(),
]

const addedSafes = fc
  .array(fc.record({ address: anAddress, name: aName }))
  .map((safes) => uniqueBy(safes, (safe) => safe.address))
const addressBook = fc
  .array(
    fc.record({ chainId: fc.constantFrom(1, 1337), address: anAddress, name: aName.filter((name) => name !== '') }),
  )
  .map((entries) => uniqueBy(entries, (entry) => `${entry.chainId}:${entry.address}`))
const customApps = fc
  .array(
    fc.record({
      url: fc.constantFrom('https://a.example/app', 'https://b.example/', 'https://c.example/x'),
      name: aName,
      description: fc.constant(''),
      acceptedAt: fc.nat(),
    }),
  )
  .map((apps) => uniqueBy(apps, (app) => app.url))
/** Safes not activated yet: a setup from the pool and the address it predicts (few salts, so browsers share some). */
const undeployedSafes = fc
  .array(
    fc
      .record({
        owners: fc.uniqueArray(anAddress, { minLength: 1, maxLength: 3 }),
        threshold: fc.constant(1),
        saltNonce: fc.constantFrom('0', '1', '2'),
      })
      .map((setup) => ({ address: predictUndeployedSafeAddress(setup), ...setup })),
    { maxLength: 3 },
  )
  .map((safes) => uniqueBy(safes, (safe) => safe.address))
const theme = fc.record({ mode: fc.constantFrom('system', 'light', 'dark'), accent: fc.constantFrom('blue', 'green') })

/** A browser's localStorage: some of the stores, each maybe absent, plus keys the export does not carry. */
const browser = fc
  .record(
    {
      'strongroom.addedSafes.1337': addedSafes,
      'strongroom.addedSafes.1': addedSafes,
      'strongroom.addressBook': addressBook,
      'strongroom.undeployedSafes.1337': undeployedSafes,
      'strongroom.safeApps.custom': customApps,
      'strongroom.theme': theme,
      'strongroom.blindSigning': fc.boolean(),
      'strongroom.safeNames': fc.dictionary(
        fc.constantFrom('1', '1337'),
        // A chain without names holds nothing to restore.
        fc.dictionary(
          anAddress,
          aName.filter((name) => name !== ''),
          { minKeys: 1 },
        ),
      ),
      'strongroom.rpcOverrides': fc.dictionary(fc.constantFrom('1', '1337'), fc.constantFrom('http://a', 'http://b')),
      'wagmi.store': fc.constant({ connected: true }),
    },
    { requiredKeys: [] },
  )
  .map((stores) => new Map(Object.entries(stores).map(([key, value]) => [key, JSON.stringify(value)])))

const fileOf = (documents: Map<string, string>) =>
  parseBrowserDataFile(JSON.stringify(exportBrowserData(documents, new Date(0)).file))

const applied = (documents: Map<string, string>, writes: Map<string, string>) => new Map([...documents, ...writes])

const read = (documents: Map<string, string>, key: string) => JSON.parse(documents.get(key) ?? 'null')

type Item = { address?: string; chainId?: number; url?: string; name?: string }
const listKeys: Record<string, (item: Item) => string> = {
  'strongroom.addedSafes.1337': (safe) => safe.address!.toLowerCase(),
  'strongroom.addedSafes.1': (safe) => safe.address!.toLowerCase(),
  'strongroom.undeployedSafes.1337': (safe) => safe.address!.toLowerCase(),
  'strongroom.addressBook': (entry) => `${entry.chainId}:${entry.address!.toLowerCase()}`,
  'strongroom.safeApps.custom': (app) => app.url!,
}

describe('planBrowserDataImport', () => {
  it('loses nothing this browser has: every item stays, with its value (an empty Safe name may be filled in)', () => {
    fc.assert(
      fc.property(browser, browser, (mine, theirs) => {
        const after = applied(mine, planBrowserDataImport(mine, fileOf(theirs)).writes)
        for (const [key, identity] of Object.entries(listKeys)) {
          const before = (read(mine, key) ?? []) as Item[]
          const kept = new Map(
            ((read(after, key) ?? []) as Array<{ name?: string }>).map((item) => [identity(item), item]),
          )
          for (const item of before) {
            const now = kept.get(identity(item))
            expect(now).toBeDefined()
            if (item.name === '') expect({ ...now, name: '' }).toEqual(item)
            else expect(now).toEqual(item)
          }
        }
        for (const key of ['strongroom.theme', 'strongroom.blindSigning', 'wagmi.store'])
          if (mine.has(key)) expect(after.get(key)).toBe(mine.get(key))
        for (const [chain, names] of Object.entries(read(mine, 'strongroom.safeNames') ?? {}))
          for (const [safe, name] of Object.entries(names as Record<string, string>))
            expect(read(after, 'strongroom.safeNames')[chain][safe]).toBe(name)
        for (const [chain, url] of Object.entries(read(mine, 'strongroom.rpcOverrides') ?? {}))
          expect(read(after, 'strongroom.rpcOverrides')[chain]).toBe(url)
      }),
    )
  })

  it('brings every item of the file that this browser lacks', () => {
    fc.assert(
      fc.property(browser, browser, (mine, theirs) => {
        const after = applied(mine, planBrowserDataImport(mine, fileOf(theirs)).writes)
        for (const [key, identity] of Object.entries(listKeys)) {
          const present = new Set((read(after, key) ?? []).map(identity))
          for (const item of read(theirs, key) ?? []) expect(present.has(identity(item))).toBe(true)
        }
        for (const [chain, names] of Object.entries(read(theirs, 'strongroom.safeNames') ?? {}))
          for (const safe of Object.keys(names as Record<string, string>))
            expect(read(after, 'strongroom.safeNames')[chain]).toHaveProperty(safe)
        if (!mine.has('strongroom.theme') && theirs.has('strongroom.theme'))
          expect(after.get('strongroom.theme')).toBe(theirs.get('strongroom.theme'))
      }),
    )
  })

  it('changes nothing the second time the same file is imported, nor when a browser imports its own export', () => {
    fc.assert(
      fc.property(browser, browser, (mine, theirs) => {
        const file = fileOf(theirs)
        const once = applied(mine, planBrowserDataImport(mine, file).writes)
        expect(planBrowserDataImport(once, file).writes.size).toBe(0)
        expect(planBrowserDataImport(mine, fileOf(mine)).writes.size).toBe(0)
      }),
    )
  })

  it('restores a fresh browser to exactly what was exported', () => {
    fc.assert(
      fc.property(browser, (theirs) => {
        const after = planBrowserDataImport(new Map(), fileOf(theirs)).writes
        for (const [key, raw] of theirs) {
          if (key === 'wagmi.store' || raw === '[]' || raw === '{}') continue
          expect(JSON.parse(after.get(key)!)).toEqual(JSON.parse(raw))
        }
        expect(after.has('wagmi.store')).toBe(false)
      }),
    )
  })

  it('previews in words what is added, completed and kept', () => {
    const safe = addressPool[0]!
    const other = addressPool[1]!
    const mine = new Map([
      ['strongroom.addedSafes.1337', JSON.stringify([{ address: safe, name: '' }])],
      ['strongroom.theme', JSON.stringify({ mode: 'dark', accent: 'blue' })],
    ])
    const theirs = new Map([
      [
        'strongroom.addedSafes.1337',
        JSON.stringify([
          { address: safe, name: 'Treasury' },
          { address: other, name: 'Ops' },
        ]),
      ],
      ['strongroom.theme', JSON.stringify({ mode: 'light', accent: 'green' })],
    ])
    expect(planBrowserDataImport(mine, fileOf(theirs)).changes).toEqual([
      {
        key: 'strongroom.addedSafes.1337',
        name: 'Safes added on chain 1337',
        added: [`Ops (${other})`],
        updated: [`Treasury (${safe})`],
        kept: [],
      },
      { key: 'strongroom.theme', name: 'Appearance', added: [], updated: [], kept: ['dark scheme, blue accent'] },
    ])
  })

  it('never overwrites a document of this browser that does not read, and says so', () => {
    const mine = new Map([['strongroom.addressBook', '{not json']])
    const theirs = new Map([
      ['strongroom.addressBook', JSON.stringify([{ chainId: 1, address: addressPool[0], name: 'A' }])],
    ])
    const plan = planBrowserDataImport(mine, fileOf(theirs))
    expect(plan.writes.size).toBe(0)
    expect(plan.changes[0]?.skipped).toMatch(/could not be read/)
  })
})
