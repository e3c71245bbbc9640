import { createSafe, devAccounts } from '@strongroom/devnet'
import type { Request } from 'playwright-core'
import type { Address } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'
import { SECOND_CHAIN, STACK_EXPLORERS } from './fixtures/stack'

const ACCOUNT_0 = devAccounts[0]!.address

/** The origin of an http URL, as the page's requests name it. */
const portOf = (url: string) => new URL(url).port

// Two devnets with different chain ids behind one gateway; the web's /config.json lists both.
const it = journey({ gateway: true, secondChain: true }).extend(
  'safes',
  { scope: 'file' },
  async ({ stack }): Promise<{ first: Address; second: Address }> => {
    const [first, second] = await Promise.all([
      createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2 }),
      createSafe(stack.secondDevnet!, { owners: [0, 3], threshold: 1 }),
    ])
    return { first, second }
  },
)

describe('two chains served by one deployment', () => {
  it('lists the Safes of both chains, switches the network in the header and the wallet, and reads each chain through its own RPC and explorer', async ({
    stack,
    safes,
    openOwner,
  }) => {
    const second = stack.secondDevnet!
    const owner = await openOwner(0, '/')
    const { page, wallet } = owner
    const rpcRequests: string[] = []
    page.on('request', (request: Request) => {
      if (request.method() === 'POST') rpcRequests.push(request.url())
    })

    // The Safe list spans chains: each chain's owned Safes under its name, linked under its short name.
    const firstList = page.getByTestId(`safe-list-${stack.devnet.chainId}`)
    const secondList = page.getByTestId(`safe-list-${SECOND_CHAIN.chainId}`)
    await firstList.getByRole('heading', { name: 'Strongroom Devnet' }).waitFor()
    await firstList.locator(`a[href="${paths.safe(safes.first)}"]`).waitFor({ timeout: 30_000 })
    await secondList.getByRole('heading', { name: SECOND_CHAIN.chainName }).waitFor()
    const secondLink = secondList.locator(`a[href="/${SECOND_CHAIN.shortName}:${safes.second}"]`)
    await secondLink.waitFor({ timeout: 30_000 })
    expect(await firstList.locator(`a[href*="${safes.second}"]`).count()).toBe(0)
    await owner.screenshot('multichain-safe-list')

    // The header shows the network and switches it: the wallet is asked to switch too.
    const switcher = page.getByTestId('network-switcher')
    expect(await switcher.inputValue()).toBe(String(stack.devnet.chainId))
    expect(wallet.chainId).toBe(stack.devnet.chainId)
    await switcher.selectOption({ label: SECOND_CHAIN.chainName })
    await expect.poll(() => wallet.chainId).toBe(SECOND_CHAIN.chainId)
    expect(await page.getByTestId('wrong-network-banner').count()).toBe(0)

    // The second chain's Safe: its own explorer, its own node.
    rpcRequests.length = 0
    await secondLink.click()
    await page.waitForURL(`**/${SECOND_CHAIN.shortName}:${safes.second}`)
    await page.getByTestId('safe-threshold').filter({ hasText: '1/2 owners' }).waitFor()
    const secondExplorer = page.locator('.safe-layout__title a.address-display__explorer')
    expect(await secondExplorer.getAttribute('href')).toBe(`${STACK_EXPLORERS.second}/address/${safes.second}`)
    await owner.goto(`/${SECOND_CHAIN.shortName}:${safes.second}/settings/setup`)
    await page.locator(`[data-testid="owner"][data-address="${devAccounts[3]!.address}"]`).waitFor()
    await expect.poll(() => rpcRequests.some((url) => portOf(url) === portOf(second.rpcUrl))).toBe(true)
    expect(rpcRequests.some((url) => portOf(url) === portOf(stack.devnet.rpcUrl))).toBe(false)
    await owner.screenshot('multichain-second-safe')

    // Picking the first network again leaves the second chain's Safe for the Safe list; the wallet follows.
    await switcher.selectOption({ label: 'Strongroom Devnet' })
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => wallet.chainId).toBe(stack.devnet.chainId)
    rpcRequests.length = 0
    await owner.goto(paths.safe(safes.first, 'settings/setup'))
    await page.getByTestId('safe-threshold').filter({ hasText: '2/3 owners' }).waitFor()
    const firstExplorer = page.locator('.safe-layout__title a.address-display__explorer')
    expect(await firstExplorer.getAttribute('href')).toBe(`${STACK_EXPLORERS.first}/address/${safes.first}`)
    await page.locator(`[data-testid="owner"][data-address="${devAccounts[2]!.address}"]`).waitFor()
    await expect.poll(() => rpcRequests.some((url) => portOf(url) === portOf(stack.devnet.rpcUrl))).toBe(true)
    expect(rpcRequests.some((url) => portOf(url) === portOf(second.rpcUrl))).toBe(false)
    expect(await switcher.inputValue()).toBe(String(stack.devnet.chainId))

    // A link to the second chain's Safe makes it the header's network; the wallet, still on the first, is asked.
    await owner.goto(`/${SECOND_CHAIN.shortName}:${safes.second}`)
    await page.getByTestId('safe-threshold').filter({ hasText: '1/2 owners' }).waitFor()
    expect(await page.getByTestId('network-switcher').inputValue()).toBe(String(SECOND_CHAIN.chainId))
    await page.getByRole('button', { name: `Switch to ${SECOND_CHAIN.chainName}` }).click()
    await expect.poll(() => wallet.chainId).toBe(SECOND_CHAIN.chainId)
    await page.getByTestId('wrong-network-banner').waitFor({ state: 'detached' })
    expect(ACCOUNT_0).toBe(wallet.address)
  })

  it('says when the wallet declines the switch, and when a link names a network not served', async ({
    stack,
    safes,
    openOwner,
  }) => {
    const owner = await openOwner(0, '/')
    const { page, wallet } = owner
    wallet.rejectNext('wallet_switchEthereumChain')
    await page.getByTestId('network-switcher').selectOption({ label: SECOND_CHAIN.chainName })
    await page
      .getByTestId('network-switch-error')
      .filter({ hasText: 'You declined the network switch in your wallet.' })
      .waitFor()
    expect(wallet.chainId).toBe(stack.devnet.chainId)
    // The app shows the picked network all the same, and says the wallet is elsewhere.
    await page.getByTestId('wrong-network-banner').waitFor()

    await owner.goto(`/eth:${safes.first}`)
    const problem = await page.getByTestId('safe-link-problem').textContent()
    expect(problem).toBe(
      `“eth:” is not the prefix of a network this deployment serves: Strongroom Devnet (“dev:”), ${SECOND_CHAIN.chainName} (“${SECOND_CHAIN.shortName}:”). A Safe of another network cannot be opened here.`,
    )
  })

  it('keeps an RPC URL per chain in Settings, refusing a node of the other chain', async ({ stack, safes, open }) => {
    const second = stack.secondDevnet!
    const session = await open({ wallet: false })
    const { page } = session
    await session.goto('/settings')
    const secondField = page.getByLabel(`RPC URL for ${SECOND_CHAIN.chainName}`)
    // The first chain's node is not the second chain's: refused with a sentence, nothing saved.
    await secondField.fill(stack.devnet.rpcUrl)
    await secondField.press('Enter')
    await page
      .getByText(
        `This node serves chain 1337, not ${SECOND_CHAIN.chainName} (chain ${SECOND_CHAIN.chainId}). Enter an RPC URL for ${SECOND_CHAIN.chainName}.`,
      )
      .waitFor()
    // The same node under another name is.
    const own = second.rpcUrl.replace('127.0.0.1', 'localhost')
    await secondField.fill(own)
    await secondField.press('Enter')
    await page.getByText(`${SECOND_CHAIN.chainName} uses your RPC URL.`).waitFor()
    await page.getByText('Strongroom Devnet uses the server').waitFor()

    const hosts: string[] = []
    page.on('request', (request: Request) => {
      if (request.method() === 'POST') hosts.push(new URL(request.url()).host)
    })
    await session.goto(`/${SECOND_CHAIN.shortName}:${safes.second}/settings/setup`)
    await page.locator(`[data-testid="owner"][data-address="${devAccounts[3]!.address}"]`).waitFor()
    await expect.poll(() => hosts.includes(new URL(own).host)).toBe(true)
    expect(hosts).not.toContain(new URL(second.rpcUrl).host)
  })
})
