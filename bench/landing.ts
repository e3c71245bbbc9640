import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serveWeb } from '@strongroom/web/server'
import { launchBrowser } from '../e2e/browser/launchBrowser'
import { type ColdLoad, measureColdLoad } from './measureColdLoad'
import { median } from './median'

/** Safe{Wallet} web's landing page JavaScript, gzip over the wire (docs/landing-page.md). */
export const SAFE_WALLET_LANDING_KB = 1_057
/** Our budget for a first visit: JavaScript received by the load event (docs/landing-page.md). */
export const LANDING_TARGET_KB = 120

const WEB_DIR = fileURLToPath(new URL('../packages/web', import.meta.url))
const RUNS = 5
// The landing page needs a syntactically valid chain and gateway; nothing is contacted before the user acts.
const RUNTIME_CONFIG = {
  chainId: 1337,
  chainName: 'Strongroom Devnet',
  rpcUrl: 'http://127.0.0.1:1',
  gatewayUrl: 'http://127.0.0.1:1',
}

/** Builds packages/web (vite) into its dist/, as the benches that serve the app need it. */
export function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@strongroom/web'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build exited with ${code}`))))
  })
}

const kb = (bytes: number) => bytes / 1000

/**
 * Landing page bench: builds the web app (unless `--no-build` and a build exists), serves it with serveWeb, loads it
 * cold in Chromium five times (fresh browser each time) and prints the JavaScript bytes over the wire and the load
 * time, medians, next to Safe{Wallet}'s figure and our target. It prints figures; it never fails on timings.
 */
export async function landing(argv: readonly string[]): Promise<void> {
  const distExists = existsSync(`${WEB_DIR}/dist/index.html`)
  // `npm run bench -- landing --no-build` hands --no-build to npm itself, which exports it as npm_config_build=''.
  const reuse = argv.includes('--no-build') || process.env.npm_config_build === ''
  if (!reuse || !distExists) {
    console.log('building packages/web …')
    await build()
  }
  const server = await serveWeb({ runtimeConfig: RUNTIME_CONFIG })
  const loads: ColdLoad[] = []
  try {
    for (let run = 1; run <= RUNS; run++) {
      const browser = await launchBrowser()
      try {
        const load = await measureColdLoad(browser, `${server.url}/`)
        loads.push(load)
        console.log(
          `run ${run}: ${kb(load.scriptBytesByLoad).toFixed(1)} KB JS in ${load.scriptRequestsByLoad} requests by load (${Math.round(load.loadEventStart)} ms); ${kb(load.scriptBytes).toFixed(1)} KB in ${load.scriptRequests} after 2 s`,
        )
      } finally {
        await browser.close()
      }
    }
  } finally {
    await server.stop()
  }
  const ours = kb(median(loads.map((load) => load.scriptBytesByLoad)))
  const requestsByLoad = median(loads.map((load) => load.scriptRequestsByLoad))
  const settled = kb(median(loads.map((load) => load.scriptBytes)))
  const requestsSettled = median(loads.map((load) => load.scriptRequests))
  const loadMs = median(loads.map((load) => load.loadEventStart))
  const margin = LANDING_TARGET_KB - ours
  console.log('')
  console.log(
    `first visit: ${ours.toFixed(1)} KB gzip received by load event (target ≤ ${LANDING_TARGET_KB} KB: ${margin >= 0 ? `${margin.toFixed(1)} KB under` : `${(-margin).toFixed(1)} KB OVER`})`,
  )
  console.log(`landing page, median of ${RUNS} cold loads (Chromium, localhost, gzip):`)
  console.log(`  JavaScript by the load event    ${ours.toFixed(1)} KB in ${requestsByLoad} requests`)
  console.log(`  load (loadEventStart)           ${Math.round(loadMs)} ms`)
  console.log(
    `  with the wallet stack (idle)    ${settled.toFixed(1)} KB in ${requestsSettled} requests, 2 s after load`,
  )
  console.log(
    `  Safe{Wallet} web                ${SAFE_WALLET_LANDING_KB.toLocaleString('en-US')} KB  (ours by load is ${((ours / SAFE_WALLET_LANDING_KB) * 100).toFixed(1)}%, ${(SAFE_WALLET_LANDING_KB / ours).toFixed(1)}× less)`,
  )
}
