import { UAParser as RealUAParser } from 'ua-parser-js'
import { describe, expect, it } from 'vitest'
import { UAParser } from './UAParser'

// Real user agents of the systems RainbowKit distinguishes (Windows, macOS, the Linux family) and the mobile ones
// that must not be mistaken for them.
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (X11; Fedora; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
]

describe('UAParser shim', () => {
  it.each(USER_AGENTS)('names the OS as ua-parser-js does: %s', (userAgent) => {
    expect(UAParser(userAgent).os.name).toBe(RealUAParser(userAgent).os.name)
  })

  it('reports no OS for an unknown agent', () => {
    expect(UAParser('curl/8.0').os.name).toBeUndefined()
  })
})
