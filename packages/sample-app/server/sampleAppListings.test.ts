import { describe, expect, it } from 'vitest'
import { sampleAppListings, withSampleAppListings } from './sampleAppListings'

describe('sampleAppListings', () => {
  it('lists one page per SDK release at the served origin, with its icon', () => {
    const [v9, v8] = sampleAppListings('http://127.0.0.1:5174', ['1337'])
    expect(v9).toMatchObject({
      id: 1,
      url: 'http://127.0.0.1:5174/v9/',
      iconUrl: 'http://127.0.0.1:5174/v9/icon.svg',
      name: 'Strongroom Sample App (SDK 9.1.0)',
      chainIds: ['1337'],
      accessControl: { type: 'NO_RESTRICTIONS' },
    })
    expect(v8).toMatchObject({ id: 2, url: 'http://127.0.0.1:5174/v8/', name: 'Strongroom Sample App (SDK 8.1.0)' })
  })

  it('replaces the registry entries of the same ids and keeps the others', () => {
    const registry = {
      webBaseUrl: null,
      apps: [
        { id: 1, url: '/apps/sample/' },
        { id: 7, url: 'https://tx-builder.example/' },
      ],
    }
    const merged = withSampleAppListings(registry, sampleAppListings('http://127.0.0.1:5174', ['1337']))
    expect(merged.webBaseUrl).toBeNull()
    expect(merged.apps.map((app) => [app.id, app.url])).toEqual([
      [1, 'http://127.0.0.1:5174/v9/'],
      [2, 'http://127.0.0.1:5174/v8/'],
      [7, 'https://tx-builder.example/'],
    ])
  })
})
