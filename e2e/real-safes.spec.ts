import { createSafe, devAccounts, readSafeSingleton } from '@strongroom/devnet'
import { canonicalAddresses, createSafeTx, getSafeContractSet, safeL2Abi } from '@strongroom/protocol'
import { getAddress, keccak256, parseEther, sliceHex, toHex } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'
import { executeReviewed, signAndPropose } from './fixtures/settingsChangeActions'

// Mined, then indexed by the gateway from the L1 Safe's own logs and calldata (no SafeMultiSigTransaction), then shown.
const EXECUTED_WITHIN_MS = 60_000
const RECIPIENT = devAccounts[4]!.address
const V130 = getSafeContractSet('1.3.0')
const FALLBACK_HANDLER_SLOT = keccak256(toHex('fallback_manager.handler.address'))

const it = journey({ gateway: true })
  // A 2-of-3 Safe 1.3.0 on the L1 singleton (as Safe{Wallet} made them on mainnet until 2024), created by the
  // factory from the published artifacts, not by the app.
  .extend('safe', { scope: 'file' }, ({ stack }) =>
    createSafe(stack.devnet, {
      owners: [0, 1, 2],
      threshold: 2,
      fundWei: parseEther('2'),
      version: '1.3.0',
      singleton: 'L1',
    }),
  )

describe('real Safes', () => {
  it('a co-owner confirms and executes from the web a queued transaction on a 1.3.0 L1 Safe made outside the app', async ({
    stack,
    safe,
    safeNonce,
    openOwner,
  }) => {
    const { devnet } = stack
    expect(await readSafeSingleton(devnet, safe)).toBe(V130.safe)
    const nonce = await safeNonce(safe)
    const before = await devnet.publicClient.getBalance({ address: RECIPIENT })
    // Queued by owner 0 elsewhere (a script, Safe{Wallet}): signed and posted to the gateway's API.
    const tx = createSafeTx({ to: RECIPIENT, value: parseEther('0.25'), nonce })
    const { txId, safeTxHash } = await proposeSafeTx(stack, { safe, tx, signers: [0] })

    const owner1 = await openOwner(1, paths.transaction(safe, txId))
    await owner1.page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    // The browser's own hash of a 1.3.0 SafeTx equals the one owner 0 signed.
    expect(await owner1.page.getByTestId('review-safe-tx-hash').getAttribute('data-value')).toBe(safeTxHash)
    expect(await owner1.page.getByTestId('confirmation-count').textContent()).toContain('1 of 2')
    await owner1.page.getByRole('button', { name: 'Confirm and execute' }).click()
    await owner1.page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    await owner1.screenshot('real-safes-executed')

    // On chain: the value moved, the nonce advanced, and the Safe still runs the 1.3.0 L1 singleton.
    expect(await devnet.publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.25'))
    expect(await safeNonce(safe)).toBe(nonce + 1n)
    expect(await readSafeSingleton(devnet, safe)).toBe(V130.safe)

    // The dashboard names the version; history shows the execution at its nonce.
    await owner1.goto(paths.safe(safe))
    await owner1.page.getByTestId('safe-version').filter({ hasText: '1.3.0' }).waitFor({ timeout: 20_000 })
    await owner1.goto(paths.safe(safe, 'transactions/history'))
    const executed = owner1.page.getByTestId('history-transaction').filter({ hasText: `nonce ${nonce}` })
    await executed.getByTestId('history-status').filter({ hasText: 'Success' }).waitFor({ timeout: 20_000 })
  })

  it('an owner updates a 1.3.0 L2 Safe to 1.4.1 from the Modules screen; it stays on L2', async ({
    stack,
    openOwner,
  }) => {
    const { devnet } = stack
    const safe = await createSafe(devnet, { owners: [0], threshold: 1, version: '1.3.0', singleton: 'L2' })
    const owner0 = await openOwner(0, paths.safe(safe, 'settings/modules'))
    await owner0.page.getByTestId('safe-update').waitFor({ timeout: 20_000 })
    expect(await owner0.page.getByTestId('safe-update').textContent()).toContain('L2 singleton, as now')
    await owner0.page.getByRole('button', { name: 'Update Safe' }).click()
    await signAndPropose(owner0.page, 'Update Safe')
    await executeReviewed(owner0.page)

    expect(await readSafeSingleton(devnet, safe)).toBe(canonicalAddresses.safeL2)
    expect(await devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'VERSION' })).toBe(
      '1.4.1',
    )
    const handler = await devnet.publicClient.getStorageAt({ address: safe, slot: FALLBACK_HANDLER_SLOT })
    expect(getAddress(sliceHex(handler!, 12))).toBe(canonicalAddresses.compatibilityFallbackHandler)
  })
})
