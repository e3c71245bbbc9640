import { SAFE_MIGRATION_ADDRESS } from '@strongroom/protocol'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { ModulesPage } from './ModulesPage'
import { fakeSafeSettingsNode } from './testing/fakeSafeSettingsNode'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const MODULE = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const routes = (info = safeInfoFixture()) =>
  [
    ['/v1/chains/1337', chainInfoFixture()],
    [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, info],
    [`/v1/chains/1337/safes/${SAFE_ADDRESS}/nonces`, { currentNonce: 3, recommendedNonce: 3 }],
  ] as const

describe('ModulesPage', () => {
  it('lists the modules read from the chain and says a current Safe is up to date', async () => {
    fakeSafeSettingsNode(routes(), { owners: OWNERS, threshold: 2, modules: [MODULE] })
    await renderWithProviders(<ModulesPage address={SAFE_ADDRESS} prefix="dev" search={{}} />)
    expect((await screen.findByTestId('module')).getAttribute('data-address')).toBe(MODULE)
    expect((await screen.findByTestId('safe-up-to-date')).textContent).toBe('Version 1.4.1: up to date.')
    expect(screen.getByTestId('no-guard')).toBeTruthy()
  })

  it('updates an outdated Safe only through the official migration, reviewed as a trusted DELEGATE call', async () => {
    const implementation = {
      value: '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552' as const,
      name: 'GnosisSafe 1.3.0',
      logoUri: null,
    }
    const info = safeInfoFixture({ version: '1.3.0', implementation, implementationVersionState: 'OUTDATED' })
    fakeSafeSettingsNode(routes(info), {
      owners: OWNERS,
      threshold: 2,
      handler: '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4',
    })
    await renderWithProviders(<ModulesPage address={SAFE_ADDRESS} prefix="dev" search={{}} />)
    expect((await screen.findByTestId('safe-update')).textContent).toContain(
      'the fallback handler becomes the standard one of the new version',
    )
    expect(screen.getByTestId('safe-update').textContent).toContain('The update to 1.4.1 (L1 singleton, as now)')
    // The 1.3.0 handler is a standard one of its release: no warning.
    expect(screen.getByTestId('fallback-handler').textContent).not.toContain('Not the standard')
    fireEvent.click(screen.getByRole('button', { name: 'Update Safe' }))
    expect((await screen.findByTestId('new-tx-origin')).textContent).toBe('Made by Update Safe')
    expect((await screen.findByTestId('review-operation')).textContent).toBe('DELEGATE (1)')
    expect(screen.getByTestId('review-fields').textContent).toContain(SAFE_MIGRATION_ADDRESS)
    // migrateWithFallbackHandler(): the L1 variant
    expect(screen.getByTestId('review-fields').textContent).toContain('0xed007fc6')
    expect(screen.queryByTestId('review-blocked')).toBeNull()
    expect(screen.getByTestId('control-change-warning')).toBeTruthy()
  })

  it('asks for the guard warning to be acknowledged, and warns about a fallback handler that is not canonical', async () => {
    fakeSafeSettingsNode(routes(), { owners: OWNERS, threshold: 2 })
    await renderWithProviders(<ModulesPage address={SAFE_ADDRESS} prefix="dev" search={{}} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Set guard' }))
    fireEvent.change(screen.getByTestId('settings-guard-address'), { target: { value: MODULE } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByText('Confirm that you have read the warning about guards before going on.')).toBeTruthy()
    expect(screen.queryByTestId('new-transaction-review')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Change' }))
    fireEvent.change(screen.getByTestId('settings-handler-address'), { target: { value: MODULE } })
    expect(screen.getByTestId('handler-warning')).toBeTruthy()
    fireEvent.change(screen.getByTestId('settings-handler-address'), {
      target: { value: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99' },
    })
    expect(screen.queryByTestId('handler-warning')).toBeNull()
    // 1.3.0's own handler (canonical set) is standard too.
    fireEvent.change(screen.getByTestId('settings-handler-address'), {
      target: { value: '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4' },
    })
    expect(screen.queryByTestId('handler-warning')).toBeNull()
  })
})
