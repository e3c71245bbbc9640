import { describe, expect, it } from 'vitest'
import { fetchSafeAppManifest, normaliseSafeAppUrl } from './fetchSafeAppManifest'
import { SafeAppManifestError } from './SafeAppManifestError'

// The app's server lies outside this machine: a fetch stand-in answers for it.
const answer =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(body, { status })

describe('fetchSafeAppManifest', () => {
  it('reads name, description and the icon resolved against the app', async () => {
    let asked = ''
    const fetcher: typeof fetch = async (input) => {
      asked = String(input)
      return new Response(JSON.stringify({ name: 'Tx Builder', description: 'Batches', icons: [{ src: 'icon.svg' }] }))
    }
    expect(await fetchSafeAppManifest('https://apps.example/tx-builder?x=1#y', fetcher)).toEqual({
      url: 'https://apps.example/tx-builder/',
      name: 'Tx Builder',
      description: 'Batches',
      iconUrl: 'https://apps.example/tx-builder/icon.svg',
    })
    expect(asked).toBe('https://apps.example/tx-builder/manifest.json')
    const legacy = await fetchSafeAppManifest(
      'http://localhost:3000',
      answer(200, JSON.stringify({ name: 'A', description: 'B', iconPath: 'javascript:alert(1)' })),
    )
    expect(legacy.iconUrl).toBeUndefined()
  })

  it('refuses what is not an https app address, in a sentence', () => {
    for (const input of ['apps.example', 'http://apps.example', 'ftp://apps.example', 'https://u:p@apps.example'])
      expect(() => normaliseSafeAppUrl(input)).toThrow(SafeAppManifestError)
  })

  it('says what is wrong with the manifest or the server, naming the app’s address', async () => {
    await expect(fetchSafeAppManifest('https://a.example', answer(404, ''))).rejects.toThrow(
      'https://a.example has no Safe App manifest',
    )
    await expect(fetchSafeAppManifest('https://a.example', answer(200, '{"name": "x"}'))).rejects.toThrow(
      'lacks a name or a description',
    )
    await expect(fetchSafeAppManifest('https://a.example', answer(200, 'x'.repeat(70_000)))).rejects.toThrow(
      'too large',
    )
    // A body without end: only the first bytes past the cap are read, then the stream is cancelled.
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(16 * 1024).fill(32))
      },
    })
    await expect(fetchSafeAppManifest('https://a.example', async () => new Response(endless))).rejects.toThrow(
      'too large',
    )
    expect(pulled).toBeLessThan(10)
    const unreachable: typeof fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(fetchSafeAppManifest('https://a.example', unreachable)).rejects.toThrow('could not be reached')
  })
})
