import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createSafe } from '@strongroom/devnet'
import { StrongroomError } from '@strongroom/protocol'
import lighthouse, { type Config, type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { parseEther } from 'viem'
import { findChromium } from '../e2e/browser/findChromium'
import { CHROMIUM_ARGS } from '../e2e/browser/launchBrowser'
import { findFreePort, startStack } from '../e2e/fixtures/stack'
import { build } from './landing'
import { median } from './median'

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const

/** Issue 23's aim for each category. */
export const LIGHTHOUSE_TARGET = 95

/** The metrics printed beside the scores: Lighthouse audit id → label. */
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
} as const

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>
  metrics: Record<keyof typeof METRICS, number>
  /** Titles of the failed audits of the accessibility and best-practices categories. */
  failed: string[]
}

/** The value of `--name=value`, or npm's `npm_config_<name>` when npm swallowed the option. */
function option(argv: readonly string[], name: string): string | undefined {
  const given = argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
  const value = given ?? process.env[`npm_config_${name}`]
  return value === '' ? undefined : value
}

function runsOption(argv: readonly string[]): number {
  const given = option(argv, 'runs')
  const runs = given === undefined ? 3 : Number(given)
  if (!Number.isInteger(runs) || runs < 1)
    throw new StrongroomError('--runs must be a positive integer.', { details: { given } })
  return runs
}

/** One Lighthouse run of `url` in the Chromium listening on `port`; its whole report is written to `save` if given. */
async function audit(url: string, port: number, config: Config | undefined, save?: string): Promise<Figures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }
  const result = await lighthouse(url, flags, config)
  if (!result) throw new StrongroomError('Lighthouse returned no result.', { details: { url } })
  const { lhr } = result
  if (save) await writeFile(save, JSON.stringify(lhr))
  if (lhr.runtimeError)
    throw new StrongroomError(`Lighthouse failed: ${lhr.runtimeError.message}`, { details: { url } })
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const failed = ['accessibility', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${lhr.audits[ref.id]?.title}`),
  )
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    metrics: {
      'first-contentful-paint': lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      'largest-contentful-paint': lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      'total-blocking-time': lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    },
    failed,
  }
}

/**
 * {@link audit}, tried up to three times: on the loaded machine Lighthouse now and then fails to record a trace
 * (NO_NAVSTART), which says nothing about the page.
 */
async function auditRetried(url: string, port: number, config: Config | undefined, save?: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, config, save)
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`    run failed, tried again: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

/**
 * `npm run bench -- lighthouse [--runs=3] [--no-build]`: the built web app on the e2e stack (devnet, gateway, web),
 * a funded 2-of-3 Safe, and Lighthouse (performance, accessibility, best practices) on the landing page and on the
 * Safe's dashboard as a visitor without a wallet sees them, with Lighthouse's mobile settings (a mid-range phone,
 * simulated slow 4G and 4× slower CPU) and its desktop settings. Prints the median of the runs; never fails on scores.
 */
export async function lighthouseBench(argv: readonly string[]): Promise<void> {
  const runs = runsOption(argv)
  // --only=dashboard-mobile,landing-desktop: a subset of the four page × device pairs. --save=dir: every report's JSON.
  const only = option(argv, 'only')?.split(',')
  const save = option(argv, 'save')
  if (save) await mkdir(save, { recursive: true })
  if (!argv.includes('--no-build') && process.env.npm_config_build !== '') {
    console.log('building packages/web …')
    await build()
  }
  const stack = await startStack({ gateway: true })
  const location = await findChromium()
  const port = await findFreePort()
  const browser = await chromium.launch({
    executablePath: location.executablePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    env: { ...process.env, ...location.env } as Record<string, string>,
  })
  try {
    const safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
    const pages = { landing: '/', dashboard: `/dev:${safe}` }
    const settings = { mobile: undefined, desktop: desktopConfig as Config }
    console.log(`lighthouse: ${runs} run(s) each, median; target ≥ ${LIGHTHOUSE_TARGET} per category`)
    console.log('page       device   perf  a11y  best   FCP ms  LCP ms  TBT ms')
    for (const [pageName, path] of Object.entries(pages))
      for (const [device, config] of Object.entries(settings)) {
        if (only && !only.includes(`${pageName}-${device}`)) continue
        const results: Figures[] = []
        for (let run = 0; run < runs; run++) {
          const file = save && join(save, `${pageName}-${device}-${run + 1}.json`)
          results.push(await auditRetried(new URL(path, stack.web.url).href, port, config, file))
        }
        const scores = CATEGORIES.map((category) => median(results.map((result) => result.scores[category])))
        const metrics = (Object.keys(METRICS) as (keyof typeof METRICS)[]).map((id) =>
          Math.round(median(results.map((result) => result.metrics[id]))),
        )
        const marks = scores.map((score) => `${String(score).padStart(4)}${score < LIGHTHOUSE_TARGET ? '*' : ' '}`)
        console.log(
          `${pageName.padEnd(10)} ${device.padEnd(8)} ${marks.join(' ')} ${metrics.map((value) => String(value).padStart(7)).join(' ')}`,
        )
        for (const failure of new Set(results.flatMap((result) => result.failed))) console.log(`    ${failure}`)
      }
    console.log('* below the target')
  } finally {
    await browser.close()
    await stack.stop()
  }
}
