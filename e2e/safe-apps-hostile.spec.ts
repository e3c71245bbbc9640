import { fileURLToPath } from 'node:url'
import { createSafe } from '@strongroom/devnet'
import { type SampleAppServer, serveSampleApp } from '@strongroom/sample-app/server'
import type { Frame, Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { collectCspViolations } from './fixtures/collectCspViolations'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey, SIGNED_OUT } from './fixtures/journey'
import { type AppSession, openApp } from './fixtures/openApp'
import { paths } from './fixtures/paths'
import type { Stack } from './fixtures/stack'

const HOSTILE_APP_DIR = fileURLToPath(new URL('./fixtures/hostile-app', import.meta.url))

/** What e2e/fixtures/hostile-app/hostile/hostile.js puts on its window. */
interface HostileApp {
  answers: { origin: string; fromParent: boolean; data: unknown }[]
  request(method: string, params?: unknown, options?: { sdkVersion?: string; id?: string }): string
  send(data: unknown): void
  answersTo(id: string): { origin: string; fromParent: boolean; data: unknown }[]
  waitFor(id: string, ms?: number): Promise<{ origin: string; data: unknown } | null>
  openNested(url: string): Promise<void>
  openPopup(url: string): boolean
}
type HostileWindow = Window & { hostile: HostileApp }
/** A bridge answer as the host sends it (docs/safe-apps-bridge.md §1). */
type Answer = { id: string; success: boolean; data?: unknown; error?: string; version: string }

const it = journey({ gateway: true })

// One session for the whole file: the hostile app is opened once and its frame is attacked test after test.
let stack: Stack
let safe: Address
/** The hostile app's origin, and a second origin it sends its nested frames, popups and navigations to. */
let hostile: SampleAppServer
let elsewhere: SampleAppServer
let session: AppSession
let violations: string[]

it.beforeAll(async ({ stack: started, browser }) => {
  stack = started
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
  elsewhere = await serveSampleApp({ distDir: HOSTILE_APP_DIR })
  hostile = await serveSampleApp({ distDir: HOSTILE_APP_DIR, frameSrc: ["'self'", elsewhere.url] })
  session = await openApp(browser, stack, { wallet: { accounts: [0] }, allowConsoleErrors: [SIGNED_OUT] })
  violations = await collectCspViolations(session.context)
  await openHostileApp({ first: true })
})

it.afterAll(async () => {
  await session?.close()
  await Promise.all([hostile?.stop(), elsewhere?.stop()])
})

/**
 * Opens the hostile app inside the Safe. The first time, owner 0's wallet is connected (it stays connected after) and,
 * the app not being in the registry, the user accepts it for its origin, as anyone adding a custom app does; later
 * the app opens at once.
 */
async function openHostileApp({ first }: { first: boolean }): Promise<void> {
  const { page } = session
  await session.goto(paths.safeApp(safe, `${hostile.url}/hostile/`))
  const warning = page.getByTestId('custom-app-preview')
  if (first) {
    await connectTestWallet(page)
    await warning.getByRole('checkbox').check({ timeout: 30_000 })
    await warning.getByRole('button', { name: 'Open app' }).click()
  }
  await hostileFrame()
  expect(await warning.count()).toBe(0)
}

/** The hostile app's frame, once its script runs (polled by hand: this also runs in beforeAll, outside a test). */
async function hostileFrame(): Promise<Frame> {
  const { page } = session
  const deadline = Date.now() + 30_000
  let frame = framesAt(page, `${hostile.url}/hostile/`)[0]
  while (!frame && Date.now() < deadline) {
    await page.waitForTimeout(100)
    frame = framesAt(page, `${hostile.url}/hostile/`)[0]
  }
  if (!frame) throw new Error('the hostile app was not framed')
  await frame.waitForFunction(() => 'hostile' in window)
  return frame
}

/** Every frame of the page whose URL starts with `prefix`. */
function framesAt(page: Page, prefix: string): Frame[] {
  return page.frames().filter((frame) => frame.url().startsWith(prefix))
}

function expectErrorAnswer(answer: { origin: string; data: unknown } | null, id: string): Answer {
  expect(answer, `an answer to ${id}`).not.toBeNull()
  expect(answer!.origin).toBe(stack.web.url)
  const data = answer!.data as Answer
  expect(data).toMatchObject({ id, success: false })
  expect(typeof data.error).toBe('string')
  expect(data.error!.length).toBeGreaterThan(0)
  expect(data.version).toMatch(/^\d+\.\d+\.\d+/)
  return data
}

describe('a hostile Safe App', () => {
  it('gets an error answer for every malformed, outdated, unknown, oversized or unpermitted request', async () => {
    const frame = await hostileFrame()
    const env = { sdkVersion: '9.1.0' }
    const results = await frame.evaluate(async (env) => {
      const { hostile } = window as unknown as HostileWindow
      const ids: Record<string, string> = {}
      const send = (name: string, message: Record<string, unknown>) => {
        ids[name] = `case${name}`
        hostile.send({ id: ids[name], ...message })
      }
      send('NoMethod', { env })
      send('MethodNotText', { method: 42, env })
      send('NoEnv', { method: 'getSafeInfo' })
      send('GarbageVersion', { method: 'getSafeInfo', env: { sdkVersion: 'latest' } })
      send('OldVersion', { method: 'getSafeInfo', env: { sdkVersion: '0.9.9' } })
      send('ParamsWrongType', { method: 'sendTransactions', params: { txs: 'all of them' }, env })
      send('NoTransactions', { method: 'sendTransactions', params: { txs: [] }, env })
      send('EmptySafeTxHash', { method: 'getTxBySafeTxHash', params: { safeTxHash: '' }, env })
      send('TypedDataWithoutParts', { method: 'signTypedMessage', params: { typedData: {} }, env })
      send('BadAddress', {
        method: 'sendTransactions',
        params: { txs: [{ to: '0xnot-an-address', value: '0', data: '0x' }] },
        env,
      })
      for (const method of ['eth_sendTransaction', 'getCurrentTheme', '__proto__', 'constructor', 'toString'])
        send(`Unknown_${method}`, { method, params: [], env })
      send('HugeMessage', { method: 'signMessage', params: { message: 'x'.repeat(1_000_000) }, env })
      send('TooManyTransactions', {
        method: 'sendTransactions',
        params: { txs: Array.from({ length: 101 }, () => ({ to: `0x${'1'.repeat(40)}`, value: '1', data: '0x' })) },
        env,
      })
      let deep: unknown = 'bottom'
      for (let level = 0; level < 100; level++) deep = { deeper: deep }
      send('DeepNesting', { method: 'signTypedMessage', params: { typedData: deep }, env })
      send('TooManyValues', { method: 'rpcCall', params: { call: 'eth_call', params: new Array(60_000).fill(0) }, env })
      send('WriteRpc', { method: 'rpcCall', params: { call: 'eth_sendRawTransaction', params: ['0x00'] }, env })
      send('AddressBookWithoutPermission', { method: 'requestAddressBook', env })

      // Nothing to answer to: no id, or one the host cannot echo back safely.
      for (const junk of [
        'hello',
        42,
        null,
        [1, 2, 3],
        { method: 'getSafeInfo', env },
        { id: { not: 'text' }, method: 'getSafeInfo', env },
        { id: 'x'.repeat(65), method: 'getSafeInfo', env },
        { id: '<script>', method: 'getSafeInfo', env },
      ])
        hostile.send(junk)

      const answers: Record<string, { origin: string; data: unknown } | null> = {}
      for (const [name, id] of Object.entries(ids)) answers[name] = await hostile.waitFor(id, 10_000)
      // Late answers to the junk would show up here.
      await new Promise((done) => setTimeout(done, 1_000))
      return {
        ids,
        answers,
        total: hostile.answers.length,
        fromElsewhere: hostile.answers.filter((a) => !a.fromParent),
      }
    }, env)

    for (const [name, id] of Object.entries(results.ids)) expectErrorAnswer(results.answers[name] ?? null, id)
    const error = (name: string) => (results.answers[name]?.data as Answer | undefined)?.error
    expect(error('NoTransactions')).toBe('No transactions were passed')
    expect(error('EmptySafeTxHash')).toBe('Invalid safeTxHash')
    expect(error('TypedDataWithoutParts')).toBe('Invalid typed data')
    expect(error('OldVersion')).toMatch(/too old/)
    expect(error('Unknown_eth_sendTransaction')).toMatch(/not a method/)
    // One answer per answerable request, none to the junk.
    expect(results.total).toBe(Object.keys(results.ids).length)
    expect(results.fromElsewhere).toEqual([])
    // Nothing was put in front of the user.
    expect(await session.page.getByTestId('safe-app-sign-sheet').count()).toBe(0)
    expect(await session.page.getByRole('dialog').count()).toBe(0)
  })

  it('is not heard from a frame nested inside it or a window it opened, on its origin or another', async () => {
    const frame = await hostileFrame()
    const { page, context } = session
    const popups: Page[] = []
    context.on('page', (popup) => popups.push(popup))
    await frame.evaluate(
      async ({ same, other }) => {
        const { hostile } = window as unknown as HostileWindow
        await hostile.openNested(`${same}/recorder/?attack=nested`)
        await hostile.openNested(`${other}/recorder/?attack=nested`)
        hostile.openPopup(`${same}/recorder/?attack=popup`)
        hostile.openPopup(`${other}/recorder/?attack=popup`)
      },
      { same: hostile.url, other: elsewhere.url },
    )
    await expect.poll(() => popups.length, { timeout: 10_000 }).toBe(2)
    const attackers = [...framesAt(page, `${hostile.url}/recorder/`), ...framesAt(page, `${elsewhere.url}/recorder/`)]
    expect(attackers).toHaveLength(2)
    for (const attacker of attackers) await attacker.waitForFunction(() => 'posted' in window)
    for (const popup of popups) await popup.waitForFunction(() => 'posted' in window)
    // Time for any answer to arrive.
    await page.waitForTimeout(2_000)

    for (const attacker of [...attackers, ...popups.map((popup) => popup.mainFrame())])
      expect(await attacker.evaluate(() => (window as unknown as { recorded: unknown[] }).recorded)).toEqual([])
    expect(
      await frame.evaluate(() => (window as unknown as HostileWindow).hostile.answersTo('nestedgetSafeInfo')),
    ).toEqual([])
    // Their permission requests reached nobody.
    expect(await page.getByRole('dialog').count()).toBe(0)
    for (const popup of popups) await popup.close()
  })

  it('is answered for every request of a flood, and the host keeps working', async () => {
    const frame = await hostileFrame()
    const outcome = await frame.evaluate(async () => {
      const { hostile } = window as unknown as HostileWindow
      const ids: string[] = []
      for (let index = 0; index < 300; index++) {
        ids.push(hostile.request('getSafeInfo'))
        ids.push(hostile.request('wallet_getPermissions'))
      }
      const answers = await Promise.all(ids.map((id) => hostile.waitFor(id, 30_000)))
      const after = await hostile.waitFor(hostile.request('getSafeInfo'), 10_000)
      return {
        unanswered: answers.filter((answer) => answer === null).length,
        duplicates: ids.filter((id) => hostile.answersTo(id).length > 1).length,
        ok: answers.filter((answer) => (answer?.data as Answer | undefined)?.success).length,
        after: after?.data as Answer | undefined,
      }
    })
    expect(outcome.unanswered).toBe(0)
    expect(outcome.duplicates).toBe(0)
    expect(outcome.ok).toBeGreaterThan(0)
    expect(outcome.after?.success).toBe(true)
    expect(((outcome.after?.data ?? {}) as { safeAddress?: string }).safeAddress?.toLowerCase()).toBe(
      safe.toLowerCase(),
    )
  })

  it('sends no answer to the origin its frame navigated to', async () => {
    const frame = await hostileFrame()
    const { page } = session
    await frame.evaluate((target) => {
      const { hostile } = window as unknown as HostileWindow
      // Answers still on their way when the frame leaves: a permission prompt the user settles later, and a burst.
      hostile.request('wallet_requestPermissions', [{ requestAddressBook: {} }])
      for (let index = 0; index < 20; index++) hostile.request('getSafeInfo')
      location.href = target
    }, `${elsewhere.url}/recorder/`)
    await expect.poll(() => framesAt(page, `${elsewhere.url}/recorder/`).length, { timeout: 10_000 }).toBe(1)
    const prompt = page.getByRole('dialog').filter({ hasText: 'is requesting access to' })
    // Settled after the frame left: the answer (a refusal) is addressed to the app's origin, which is gone.
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await page.waitForTimeout(2_000)
    const recorder = framesAt(page, `${elsewhere.url}/recorder/`)[0]!
    const recorded = () => recorder.evaluate(() => (window as unknown as { recorded: unknown[] }).recorded)
    expect(await recorded()).toEqual([])
    // The recorder does hear what is posted to it with '*': an answer sent that way would have been caught above.
    await page.evaluate(() =>
      document.querySelector<HTMLIFrameElement>('iframe.app-frame__iframe')?.contentWindow?.postMessage('probe', '*'),
    )
    await expect.poll(recorded).toEqual([{ origin: stack.web.url, data: 'probe' }])
  })

  it('changed nothing: no proposal, no message, no permission; the host still serves apps', async () => {
    const { chainId } = stack.devnet
    const gateway = stack.gateway!.url
    const queued = (await (
      await fetch(`${gateway}/v1/chains/${chainId}/safes/${safe}/transactions/queued`)
    ).json()) as { results: unknown[] }
    expect(queued.results).toEqual([])
    const messages = (await (await fetch(`${gateway}/v1/chains/${chainId}/safes/${safe}/messages`)).json()) as {
      results: unknown[]
    }
    expect(messages.results).toEqual([])

    await openHostileApp({ first: false })
    const frame = await hostileFrame()
    const permissions = await frame.evaluate(async () => {
      const { hostile } = window as unknown as HostileWindow
      return (await hostile.waitFor(hostile.request('wallet_getPermissions'), 10_000))?.data
    })
    expect(permissions).toMatchObject({ success: true, data: [] })
    expect(session.problems).toEqual([])
    expect(violations).toEqual([])
  })
})
