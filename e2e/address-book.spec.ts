import { readFile } from 'node:fs/promises'
import { devAccounts } from '@strongroom/devnet'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'

const DEPLOYER = devAccounts[0]!.address
const ALICE = devAccounts[1]!.address
const BOB = devAccounts[2]!.address

const it = journey({ deploy: false, gateway: true })

function csv(chainId: number): string {
  return `address,name,chainId\r\n${DEPLOYER},Deployer,${chainId}\r\n${ALICE},"Alice, co-signer",${chainId}\r\n`
}

async function importCsv(page: Page, text: string): Promise<string | null> {
  await page.getByTestId('address-book-import').setInputFiles({
    name: 'address-book.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  })
  return page.getByTestId('address-book-import-result').textContent()
}

const rowNames = (page: Page) =>
  page.getByTestId('address-book-row').locator('.address-display__name').allTextContents()

describe('address book', () => {
  it('round-trips a CSV file: import, reload, export the same bytes; a bad file changes nothing', async ({
    stack,
    open,
  }) => {
    const session = await open({ wallet: false })
    const { page } = session
    await session.goto('/address-book')
    await page.getByTestId('address-book-empty').waitFor()

    const text = csv(stack.devnet.chainId)
    expect(await importCsv(page, text)).toBe('Imported 2 entries.')
    expect(await rowNames(page)).toEqual(['Alice, co-signer', 'Deployer'])
    await session.screenshot('address-book-imported')

    await page.reload()
    await page.getByTestId('address-book-row').first().waitFor()
    expect(await rowNames(page)).toEqual(['Alice, co-signer', 'Deployer'])

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('address-book.csv')
    const exported = await readFile((await download.path())!, 'utf8')
    // Sorted by name on export; the same entries, the same format.
    expect(exported).toBe(
      `address,name,chainId\r\n${ALICE},"Alice, co-signer",${stack.devnet.chainId}\r\n${DEPLOYER},Deployer,${stack.devnet.chainId}\r\n`,
    )

    const broken = `address,name,chainId\r\n${BOB},Bob,${stack.devnet.chainId}\r\n${BOB.toLowerCase().slice(0, 30)},Short,1\r\n`
    expect(await importCsv(page, broken)).toBe(
      'The file was not imported: Line 3: Address must be a 0x-prefixed 20-byte hex address.',
    )
    expect(await rowNames(page)).toEqual(['Alice, co-signer', 'Deployer'])
    await session.screenshot('address-book-rejected')
  })

  it('shows a saved name for the connected account in the header', async ({ stack, open }) => {
    const session = await open()
    const { page } = session
    await session.goto('/address-book')
    await importCsv(page, csv(stack.devnet.chainId))
    await connectTestWallet(page)
    await page.getByTestId('connected-name').waitFor()
    expect((await page.getByTestId('connected-name').textContent())?.trim()).toBe('Deployer')
    expect(await page.getByTestId('connected-address').textContent()).toBe(DEPLOYER)
  })

  it('moves to the server on sign-in: local entries are copied when asked, new ones are saved there', async ({
    stack,
    open,
  }) => {
    const session = await open()
    const { page, context } = session
    await session.goto('/address-book')
    await importCsv(page, csv(stack.devnet.chainId))

    await connectTestWallet(page)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('signed-in').waitFor()
    await expect
      .poll(() => page.getByTestId('address-book-source').textContent())
      .toBe('Synced with your account on this server.')

    const serverBook = async () => {
      const response = await context.request.get(`${stack.gateway!.url}/v1/address-book`)
      expect(response.status()).toBe(200)
      return ((await response.json()) as { name: string }[]).map((entry) => entry.name).sort()
    }
    // Nothing is copied unasked: this browser's book may not be the account's.
    const prompt = page.getByTestId('address-book-merge-prompt')
    await expect.poll(() => prompt.textContent()).toContain('2 address book entries saved while signed out')
    expect(await serverBook()).toEqual([])
    await prompt.getByRole('button', { name: 'Copy into my account' }).click()
    await expect.poll(serverBook).toEqual(['Alice, co-signer', 'Deployer'])

    const form = page.getByRole('form', { name: 'Add entry' })
    await form.getByLabel('Address').fill(BOB)
    await form.getByLabel('Name').fill('Bob')
    await form.getByRole('button', { name: 'Add entry' }).click()
    await expect.poll(serverBook).toEqual(['Alice, co-signer', 'Bob', 'Deployer'])
    await expect.poll(() => rowNames(page)).toEqual(['Alice, co-signer', 'Bob', 'Deployer'])
    await session.screenshot('address-book-synced')
  })
})
