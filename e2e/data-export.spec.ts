import { readFile } from 'node:fs/promises'
import { createSafe, devAccounts } from '@strongroom/devnet'
import { type SampleAppServer, serveSampleApp } from '@strongroom/sample-app/server'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'

const ALICE = devAccounts[1]!.address

const it = journey({ gateway: true })
  .extend('safe', { scope: 'file' }, ({ stack }) => createSafe(stack.devnet, { owners: [0], threshold: 1 }))
  /** The sample Safe App on its own origin, not in the gateway's list: adding it is adding a custom app. */
  .extend('customApp', { scope: 'file' }, async ({ stack }, { onCleanup }) => {
    const app = await serveSampleApp({ frameAncestors: [stack.web.url] })
    onCleanup(() => app.stop())
    return app
  })

async function importFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.getByTestId('browser-data-import-file').setInputFiles({ name, mimeType: 'application/json', buffer })
}

async function addCustomApp(page: Page, app: SampleAppServer): Promise<void> {
  await page.getByRole('button', { name: 'Add custom app' }).click()
  await page.getByLabel('App address').fill(`${app.url}/v9/`)
  await page.getByRole('button', { name: 'Check app' }).click()
  const preview = page.getByTestId('custom-app-preview')
  await preview.getByRole('checkbox').check()
  await preview.getByRole('button', { name: 'Add app' }).click()
  await page.getByRole('button', { name: 'Add custom app' }).waitFor()
}

describe('data export and import', () => {
  it('moves the Safe list, the address book and a custom app to a fresh browser; a bad file changes nothing', async ({
    stack,
    safe,
    customApp,
    open,
  }) => {
    // One browser: a Safe added by hand with a name, an address book entry, a custom app.
    const first = await open()
    const { page } = first
    await first.goto('/add-safe')
    await connectTestWallet(page)
    await page.getByLabel('Safe address').fill(safe)
    await page.getByLabel('Name (optional)').fill('Exported Treasury')
    await page.getByRole('button', { name: 'Add Safe' }).click()
    await page.getByRole('heading', { name: 'Exported Treasury', level: 1 }).waitFor()

    await first.goto('/address-book')
    await page.getByTestId('address-book-import').setInputFiles({
      name: 'address-book.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`address,name,chainId\r\n${ALICE},Alice,${stack.devnet.chainId}\r\n`),
    })
    await page.getByTestId('address-book-import-result').waitFor()

    await first.goto(paths.safe(safe, 'apps'))
    await addCustomApp(page, customApp)

    await first.goto('/settings')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('browser-data-export').click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^strongroom-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = await readFile((await download.path())!)
    const file = JSON.parse(exported.toString('utf8'))
    expect(file).toMatchObject({ format: 'strongroom-browser-data', version: 1 })
    await first.screenshot('data-exported')

    // A fresh browser context: nothing kept. A file that is not an export is refused and changes nothing.
    const second = await open({ wallet: false })
    const fresh = second.page
    await second.goto('/settings')
    await importFile(fresh, 'notes.json', Buffer.from('{"format":"something-else"}'))
    expect(await fresh.getByTestId('browser-data-refused').textContent()).toBe(
      'This file is not a Strongroom data export (its “format” is not “strongroom-browser-data”). Nothing was imported.',
    )
    const damaged = structuredClone(file)
    damaged.stores['strongroom.addressBook'][0].address = '0x12'
    await importFile(fresh, 'damaged.json', Buffer.from(JSON.stringify(damaged)))
    await expect
      .poll(() => fresh.getByTestId('browser-data-refused').textContent())
      .toMatch(/^This export’s “Address book” is damaged at 0\.address: .* Nothing was imported\.$/)
    expect(
      await fresh.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('strongroom.'))),
    ).toEqual([])

    // The export: previewed, then imported; the page reloads with it.
    await importFile(fresh, download.suggestedFilename(), exported)
    const preview = fresh.getByTestId('browser-data-preview')
    await preview.waitFor()
    expect(await preview.textContent()).toContain(`Safes added on Strongroom DevnetAdded:Exported Treasury (${safe})`)
    expect(await preview.textContent()).toContain(`Alice (${ALICE} on chain ${stack.devnet.chainId})`)
    await second.screenshot('data-import-preview')
    await Promise.all([fresh.waitForEvent('load'), fresh.getByTestId('browser-data-confirm').click()])

    await second.goto('/')
    await fresh.getByTestId('safe-list-item').filter({ hasText: 'Exported Treasury' }).waitFor()
    await second.goto('/address-book')
    await fresh.getByTestId('address-book-row').filter({ hasText: 'Alice' }).waitFor()
    await second.goto(paths.safe(safe, 'settings/safe-apps'))
    await fresh.getByTestId('custom-safe-apps').getByText(customApp.url).first().waitFor()
    await second.screenshot('data-imported-custom-app')

    // Importing the same file again: nothing to change.
    await second.goto('/settings')
    await importFile(fresh, download.suggestedFilename(), exported)
    await fresh.getByText('This browser already has everything in this file: importing it changes nothing.').waitFor()
    expect(await fresh.getByTestId('browser-data-confirm').isDisabled()).toBe(true)
  })
})
