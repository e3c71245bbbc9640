import { getSafeApps, setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { testSafeAppsRegistry } from '../testing/testSafeAppsRegistry'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack({ safeApps: testSafeAppsRegistry })
  setBaseUrl(stack.gateway.url)
})

afterAll(async () => {
  await stack?.stop()
})

const sampleApp = (origin: string) => ({
  id: 1,
  url: `${origin}/apps/sample/`,
  name: 'Strongroom Sample App',
  iconUrl: `${origin}/apps/sample/icon.svg`,
  description: expect.any(String),
  chainIds: ['1337'],
  provider: null,
  accessControl: { type: 'NO_RESTRICTIONS', value: null },
  tags: expect.any(Array),
  features: ['BATCHED_TRANSACTIONS'],
  developerWebsite: null,
  socialProfiles: [],
})

describe('GET /v1/chains/{chainId}/safe-apps', () => {
  it('lists the registry with an app at the web app’s origin (client_url, as the SDK sends)', async () => {
    expect(await getSafeApps('1337', { client_url: 'http://localhost:5173' })).toEqual([
      sampleApp('http://localhost:5173'),
    ])
  })

  it('answers absolute URLs at the web app, whatever origin the wallet asks from (Safe{Wallet} on its own)', async () => {
    // The bundled app lives on the web app (the first sign-in origin), not on the asking wallet's origin.
    for (const query of [{ client_url: 'https://wallet.example' }, {}]) {
      const apps = await getSafeApps('1337', query)
      expect(apps).toEqual([sampleApp('http://localhost:5173')])
      for (const app of apps) {
        expect(new URL(app.url).origin).toBe('http://localhost:5173')
        expect(new URL(app.iconUrl).origin).toBe('http://localhost:5173')
      }
    }
  })

  it('reads CGW’s clientUrl spelling too, and the url filter', async () => {
    const response = await fetch(`${stack.gateway.url}/v1/chains/1337/safe-apps?clientUrl=https%3A%2F%2Fwallet.example`)
    expect(await response.json()).toEqual([sampleApp('http://localhost:5173')])
    expect(await getSafeApps('1337', { url: 'http://localhost:5173/apps/sample/' })).toEqual([
      sampleApp('http://localhost:5173'),
    ])
    expect(await getSafeApps('1337', { url: 'https://wallet.example/apps/sample/' })).toEqual([])
  })

  it('answers 404 for a chain it does not serve and 400 for an oversized query', async () => {
    const unknown = await fetch(`${stack.gateway.url}/v1/chains/5/safe-apps`)
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      {
        code: 404,
        message:
          "This gateway does not serve chain 5 (it serves chain 1337); its operator can add the chain to the gateway's configuration.",
      },
    ])
    const long = await fetch(`${stack.gateway.url}/v1/chains/1337/safe-apps?url=${'a'.repeat(3000)}`)
    expect(long.status).toBe(400)
  })
})

describe('OpenAPI', () => {
  it('documents the messages, Safe Apps, delegates and notifications routes', async () => {
    const document = (await (await fetch(`${stack.gateway.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/v1/chains/{chainId}/safes/{address}/messages',
        '/v1/chains/{chainId}/messages/{messageHash}',
        '/v1/chains/{chainId}/messages/{messageHash}/signatures',
        '/v1/chains/{chainId}/safe-apps',
        '/v1/chains/{chainId}/delegates',
        '/v2/chains/{chainId}/delegates',
        '/v2/chains/{chainId}/delegates/{delegateAddress}',
        '/v1/register/notifications',
        '/v1/chains/{chainId}/notifications/devices/{uuid}',
        '/v1/chains/{chainId}/notifications/devices/{uuid}/safes/{address}',
      ]),
    )
    expect(Object.keys(document.paths['/v1/chains/{chainId}/safes/{address}/messages'] ?? {}).sort()).toEqual([
      'get',
      'post',
    ])
  })
})
