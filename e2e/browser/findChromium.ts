import { existsSync } from 'node:fs'
import { access, constants } from 'node:fs/promises'
import { ChromiumNotFoundError } from './ChromiumNotFoundError'
import { unpackNpmChromium } from './unpackNpmChromium'

/** Where a usable Chromium was found, and the environment it needs to run. */
export interface ChromiumLocation {
  executablePath: string
  /** `env` for CHROMIUM_PATH, `system` for a distribution package, `npm` for @sparticuz/chromium. */
  source: 'env' | 'system' | 'npm'
  /** Extra environment for the browser process (the npm build needs its own fontconfig file). */
  env: Record<string, string>
}

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

let cached: Promise<ChromiumLocation> | undefined

/** `CHROMIUM_PATH=npm` takes the npm build even where a system Chromium is installed. */
export const NPM_CHROMIUM = 'npm'

/**
 * Finds a Chromium in this order: `CHROMIUM_PATH`, a system package, then the build shipped inside
 * the `@sparticuz/chromium` npm package (unpacked once into node_modules/.cache). Never downloads.
 * The result is memoised per process.
 */
export function findChromium(): Promise<ChromiumLocation> {
  cached ??= locateChromium(process.env.CHROMIUM_PATH).catch((error: unknown) => {
    cached = undefined
    throw error
  })
  return cached
}

/**
 * {@link findChromium} without the memo, for `CHROMIUM_PATH` = `fromEnv`: a path to an executable, or
 * {@link NPM_CHROMIUM} for the npm build.
 */
export async function locateChromium(fromEnv: string | undefined): Promise<ChromiumLocation> {
  const tried: string[] = []
  if (fromEnv === NPM_CHROMIUM) {
    try {
      return await unpacked()
    } catch (error) {
      throw new ChromiumNotFoundError([`CHROMIUM_PATH=npm: @sparticuz/chromium (${messageOf(error)})`])
    }
  }
  if (fromEnv) {
    if (await isExecutable(fromEnv)) return { executablePath: fromEnv, source: 'env', env: {} }
    // An explicit setting that does not work is a configuration mistake: say so instead of silently falling back.
    throw new ChromiumNotFoundError([`CHROMIUM_PATH=${fromEnv} (not an executable file)`])
  }
  tried.push('CHROMIUM_PATH (not set)')

  for (const candidate of SYSTEM_CANDIDATES) {
    if (await isExecutable(candidate)) return { executablePath: candidate, source: 'system', env: {} }
    tried.push(`${candidate} (${existsSync(candidate) ? 'not executable' : 'missing'})`)
  }

  try {
    return await unpacked()
  } catch (error) {
    tried.push(`@sparticuz/chromium (${messageOf(error)})`)
  }
  throw new ChromiumNotFoundError(tried)
}

async function unpacked(): Promise<ChromiumLocation> {
  const { executablePath, fontConfigFile } = await unpackNpmChromium()
  return { executablePath, source: 'npm', env: { FONTCONFIG_FILE: fontConfigFile } }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
