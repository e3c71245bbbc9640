import { createSafeTx, getSafeTxHash, getSafeTxTypedData, type OfflineSafeTx, type SafeTx } from '@strongroom/protocol'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { parseEther } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture } from '../../../testing/gatewayFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import type { FakeSafeState } from '../testing/fakeSafeChain'
import { safeTxScene } from '../testing/safeTxScene'
import { OfflineTransactionPage } from './OfflineTransactionPage'
import { toOfflineSafeTxFragment } from './offlineSafeTxLink'

// The node is another process: the Safe's owners, threshold and nonce are faked at readSafeState (the real read runs
// against the devnet in the browser journey e2e/offline-signing.spec.ts).
const node = vi.hoisted(() => ({ state: undefined as FakeSafeState | undefined }))
vi.mock('@strongroom/protocol', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@strongroom/protocol')>()),
  readSafeState: async () => node.state,
}))

const scene = safeTxScene()
const { chainId, safe, alice, bob, carol, mallory, owners } = scene

async function exportOf(tx: SafeTx, signers: PrivateKeyAccount[]): Promise<OfflineSafeTx> {
  const typedData = getSafeTxTypedData({ chainId, safeAddress: safe, tx })
  return {
    chainId,
    safe,
    tx,
    safeTxHash: getSafeTxHash({ chainId, safeAddress: safe, tx }),
    signatures: await Promise.all(
      signers.map(async (owner) => ({ signer: owner.address, signature: await owner.signTypedData(typedData) })),
    ),
  }
}

async function open({
  account,
  hash = '',
  nonce = 3n,
}: {
  account?: PrivateKeyAccount
  hash?: string
  nonce?: bigint
} = {}) {
  node.state = { owners, threshold: 2, nonce }
  mockGateway([['/v1/chains/1337', chainInfoFixture()]])
  window.history.replaceState(null, '', `/dev:${safe}/transactions/offline${hash}`)
  await renderWithProviders(<OfflineTransactionPage address={safe} prefix="dev" search={{}} />, {
    ...(account ? { account: account.address } : {}),
  })
}

const buttons = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name !== 'Import' && !name?.startsWith('Copy') && !name?.startsWith('Download'))
const transfer = (nonce: bigint) => createSafeTx({ to: mallory.address, value: parseEther('0.1'), nonce })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('OfflineTransactionPage', () => {
  it('reviews the export of the link it was opened with, and offers an owner who has not signed to sign here', async () => {
    const offline = await exportOf(transfer(3n), [alice])
    await open({ account: bob, hash: `#${toOfflineSafeTxFragment(offline)}` })
    expect(await screen.findByRole('button', { name: 'Sign here' }, { timeout: 10_000 })).toBeTruthy()
    expect(buttons()).toEqual(['Sign here', 'Send to the gateway'])
    expect(screen.getByTestId('offline-export').dataset.signatures).toBe('1')
  })

  it('offers the execution once the threshold is met at the Safe’s nonce, and names the nonce that comes first', async () => {
    const offline = await exportOf(transfer(3n), [alice, carol])
    await open({ account: bob, hash: `#${toOfflineSafeTxFragment(offline)}` })
    expect(await screen.findByRole('button', { name: 'Execute' }, { timeout: 10_000 })).toBeTruthy()
    expect(buttons()).toEqual(['Execute', 'Send to the gateway'])
    cleanup()

    await open({ account: bob, hash: `#${toOfflineSafeTxFragment(await exportOf(transfer(4n), [alice, carol]))}` })
    expect(await screen.findByText(/Transaction #3 must be executed first/, {}, { timeout: 10_000 })).toBeTruthy()
    // Not executable yet: an owner may still add a signature.
    expect(buttons()).toEqual(['Sign here', 'Send to the gateway'])
  })

  it('gives a wallet that is not an owner nothing to sign, and says so', async () => {
    await open({ account: mallory, hash: `#${toOfflineSafeTxFragment(await exportOf(transfer(3n), [alice]))}` })
    expect(
      await screen.findByText('The connected wallet is not an owner of this Safe.', {}, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(buttons()).toEqual(['Send to the gateway'])
  })

  it('turns signing off for a signature listed under another owner, and offers no export of it', async () => {
    const offline = await exportOf(transfer(3n), [alice])
    offline.signatures[0]!.signer = carol.address
    await open({ account: bob, hash: `#${toOfflineSafeTxFragment(offline)}` })
    expect(
      await screen.findByText(
        /Signing and executing are turned off because this transaction cannot be trusted/,
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeTruthy()
    expect(buttons()).toEqual(['Sign here'])
    expect(screen.getByRole('button', { name: 'Sign here' }).hasAttribute('disabled')).toBe(true)
    expect(screen.queryByTestId('offline-export')).toBeNull()
  })

  it('keeps what was imported when a later paste is bad, and says what is wrong with it', async () => {
    const offline = await exportOf(transfer(3n), [alice])
    await open({ account: bob })
    fireEvent.change(screen.getByTestId('offline-paste'), { target: { value: `#${toOfflineSafeTxFragment(offline)}` } })
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByRole('button', { name: 'Sign here' }, { timeout: 10_000 })).toBeTruthy()

    fireEvent.change(screen.getByTestId('offline-paste'), { target: { value: 'https://example.org/no-export' } })
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(screen.getByTestId('offline-import-error').textContent).toContain(
      'This link holds no transaction: an export link ends in “#tx=” followed by the transaction.',
    )
    expect(screen.getByRole('button', { name: 'Sign here' })).toBeTruthy()
    expect(screen.getByTestId('offline-export').dataset.signatures).toBe('1')
  })

  it('refuses a file too large to be an export without reading it', async () => {
    await open({ account: bob })
    const file = new File(['x'.repeat(1_000)], 'big.json', { type: 'application/json' })
    Object.defineProperty(file, 'size', { value: 10_000_000 })
    const text = vi.spyOn(file, 'text')
    fireEvent.change(screen.getByTestId('offline-file'), { target: { files: [file] } })
    expect((await screen.findByTestId('offline-import-error')).textContent).toContain(
      'This file is too large to be a transaction export.',
    )
    expect(text).not.toHaveBeenCalled()
  })
})
