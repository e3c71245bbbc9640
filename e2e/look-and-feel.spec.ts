import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx } from '@strongroom/protocol'
import type { Locator, Page } from 'playwright-core'
import { parseEther, parseUnits } from 'viem'
import { describe, expect } from 'vitest'
import { type AccessibilityFinding, auditAccessibility } from './fixtures/auditAccessibility'
import { REAL_CONNECT_BUTTON, TEST_WALLET_OPTION } from './fixtures/connectTestWallet'
import { giveDemoAssets } from './fixtures/giveDemoAssets'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import type { AppSession } from './fixtures/openApp'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'
import { SCREEN_VARIANTS as VARIANTS } from './fixtures/screenVariants'

/** One word of 43 letters: a heading must wrap it at 360 px rather than push the page sideways. */
const SAFE_NAME = 'OperationsTreasuryOfTheStrongroomFoundation'

interface Scene {
  safe: `0x${string}`
  txId: string
  appUrl: string
}

/** A 2-of-3 Safe holding ether, dUSD and an NFT, with one proposal waiting in its queue. */
const it = journey({ gateway: true, sampleApp: true }).extend('scene', { scope: 'file' }, async ({ stack }) => {
  const safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
  await giveDemoAssets(stack.devnet, safe, { dUsd: parseUnits('1000', 6), nfts: [1n] })
  const tx = createSafeTx({ to: devAccounts[3]!.address, value: parseEther('0.1'), nonce: 0n })
  const { txId } = await proposeSafeTx(stack, { safe, tx, signers: [0] })
  return { safe, txId, appUrl: `${stack.sampleApp!.url}/v9/` } satisfies Scene
})

/** The main screens of issue 23, each with what shows it has rendered. */
function mainScreens({ safe, txId, appUrl }: Scene): { name: string; path: string; ready(page: Page): Locator }[] {
  return [
    {
      name: 'dashboard',
      path: paths.safe(safe),
      ready: (page) => page.getByTestId('dashboard-total').filter({ hasText: '$' }),
    },
    { name: 'assets', path: paths.safe(safe, 'assets'), ready: (page) => page.getByTestId('token-row').first() },
    { name: 'nfts', path: paths.safe(safe, 'nfts'), ready: (page) => page.getByTestId('nft-card').first() },
    {
      name: 'queue',
      path: paths.safe(safe, 'transactions/queue'),
      ready: (page) => page.getByTestId('queue-transaction').first(),
    },
    {
      name: 'history',
      path: paths.safe(safe, 'transactions/history'),
      ready: (page) => page.getByTestId('history-transaction').first(),
    },
    {
      name: 'transaction',
      path: paths.transaction(safe, txId),
      ready: (page) => page.getByTestId('transaction-details'),
    },
    {
      name: 'messages',
      path: paths.safe(safe, 'transactions/messages'),
      ready: (page) => page.getByRole('heading', { name: 'Messages' }),
    },
    {
      name: 'new-transaction',
      path: paths.safe(safe, 'transactions/new'),
      ready: (page) => page.getByRole('heading', { name: 'New transaction' }),
    },
    { name: 'apps', path: paths.safe(safe, 'apps'), ready: (page) => page.getByTestId('safe-app-card').first() },
    {
      name: 'open-app',
      path: paths.safeApp(safe, appUrl),
      ready: (page) =>
        page.frameLocator('iframe.app-frame__iframe').locator('[data-testid="app-status"][data-state="ready"]'),
    },
    { name: 'settings', path: paths.safe(safe, 'settings/setup'), ready: (page) => page.getByTestId('owner-list') },
    {
      name: 'address-book',
      path: '/address-book',
      ready: (page) => page.getByRole('heading', { name: 'Address book', level: 1 }),
    },
    { name: 'preferences', path: '/settings', ready: (page) => page.getByRole('heading', { level: 1 }) },
    // Last: the list shows the name given on the dashboard.
    {
      name: 'safe-list',
      path: '/',
      ready: (page) => page.getByTestId('safe-list-item').filter({ hasText: SAFE_NAME }),
    },
  ]
}

/**
 * What a 360 px screen must not do: scroll sideways, let a heading or a form field spill out of its box, or break a
 * button's word.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide`)
    for (const heading of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3')))
      if (heading.scrollWidth > heading.clientWidth + 1) problems.push(`heading overflows: ${heading.textContent}`)
    // A field wider than the form or panel around it (a date field's own width once spilled out of the history's).
    for (const field of Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
    )) {
      const box = field.closest<HTMLElement>('form, fieldset, .panel')
      if (!box || field.getClientRects().length === 0) continue
      const outer = box.getBoundingClientRect()
      const inner = field.getBoundingClientRect()
      if (inner.left < outer.left - 1 || inner.right > outer.right + 1)
        problems.push(
          `field spills out of its box: ${field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.tagName}`,
        )
    }
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('button, a.button'))) {
      const text = button.textContent?.trim() ?? ''
      if (text === '' || /\s/.test(text) || button.getClientRects().length === 0) continue
      // The label's text only: an icon beside it sits at another height.
      const lines = new Set<number>()
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) lines.add(Math.round(rect.top))
      }
      if (lines.size > 1) problems.push(`button label broken over ${lines.size} lines: ${text}`)
    }
    return problems
  })
}

describe('look and feel', () => {
  for (const variant of VARIANTS) {
    it(`every main screen in ${variant.name}: screenshots saved, no serious or critical accessibility finding, nothing spills`, async ({
      open,
      scene,
    }) => {
      const session: AppSession = await open({ wallet: { accounts: [0] } })
      const { page } = session
      await page.setViewportSize({ width: variant.width, height: 800 })
      await page.emulateMedia({ colorScheme: variant.colorScheme })
      const findings: (AccessibilityFinding & { screen: string })[] = []
      const spills: string[] = []
      const look = async (screen: string) => {
        // Fonts and images settled, so the screenshot shows the screen as a person sees it.
        await page.evaluate(() => document.fonts.ready)
        await session.screenshot(`look-and-feel-${screen}-${variant.name}`)
        const audit = await auditAccessibility(page)
        findings.push(...audit.blocking.map((finding) => ({ screen, ...finding })))
        if (variant.width === 360)
          spills.push(...(await layoutProblems(page)).map((problem) => `${screen}: ${problem}`))
      }

      await session.goto('/')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await look('welcome')

      // As connectTestWallet does, but at 360 px the header leaves the full address out: the account button says it.
      await page.locator(REAL_CONNECT_BUTTON).click()
      await page.locator(TEST_WALLET_OPTION).click()
      // The account button shows the account's identicon, not RainbowKit's emoji avatar.
      await page.locator('[data-testid="rk-account-button"] [data-testid="identicon"]').waitFor({ timeout: 15_000 })

      for (const screen of mainScreens(scene)) {
        await navigate(page, screen.path)
        await screen.ready(page).waitFor({ timeout: 30_000 })
        if (screen.name === 'dashboard') {
          // The Safe is named once, here; every later screen shows the name where "Safe" stood.
          expect(await page.getByTestId('safe-name').textContent()).toBe('Safe')
          await page.getByTestId('rename-safe').click()
          await page.getByLabel('Name of this Safe').fill(SAFE_NAME)
          await look('rename-safe')
          await page.getByRole('button', { name: 'Save' }).click()
          await page.getByTestId('safe-name').filter({ hasText: SAFE_NAME }).waitFor()
        }
        if (screen.path.startsWith('/dev:')) {
          expect(await page.getByTestId('safe-name').textContent()).toBe(SAFE_NAME)
          expect(await page.title()).toContain(` · ${SAFE_NAME} · Strongroom`)
        }
        await look(screen.name)
      }

      expect(findings).toEqual([])
      expect(spills).toEqual([])
    })
  }
})
