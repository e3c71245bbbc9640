import { type Browser, chromium } from 'playwright-core'
import { findChromium } from './findChromium'

/**
 * Flags proven on this kind of machine (docs/browser-tests.md). Deliberately not `@sparticuz/chromium`'s own
 * `args`: they include `--single-process`, with which closing a second browser context kills the browser.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
] as const

/** Launches a headless Chromium found by {@link findChromium}. The caller closes it. */
export async function launchBrowser(options: { headless?: boolean } = {}): Promise<Browser> {
  const location = await findChromium()
  return chromium.launch({
    executablePath: location.executablePath,
    headless: options.headless ?? true,
    args: [...CHROMIUM_ARGS],
    env: { ...process.env, ...location.env } as Record<string, string>,
  })
}
