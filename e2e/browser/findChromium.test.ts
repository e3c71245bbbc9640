import { describe, expect, it } from 'vitest'
import { ChromiumNotFoundError } from './ChromiumNotFoundError'
import { locateChromium } from './findChromium'

describe('locateChromium', () => {
  it('takes the npm build for CHROMIUM_PATH=npm, with its own fontconfig file', async () => {
    const location = await locateChromium('npm')
    expect(location.source).toBe('npm')
    expect(location.executablePath).toMatch(/sparticuz-chromium-[\d.]+\/chromium$/)
    expect(location.env.FONTCONFIG_FILE).toMatch(/fonts\.local\.conf$/)
  })

  it('takes an executable CHROMIUM_PATH as it is', async () => {
    const { executablePath } = await locateChromium('npm')
    expect(await locateChromium(executablePath)).toEqual({ executablePath, source: 'env', env: {} })
  })

  it('refuses a CHROMIUM_PATH that is not an executable instead of falling back', async () => {
    const refused = locateChromium('/nonexistent/chromium')
    await expect(refused).rejects.toBeInstanceOf(ChromiumNotFoundError)
    await expect(refused).rejects.toThrow('CHROMIUM_PATH=/nonexistent/chromium (not an executable file)')
  })
})
