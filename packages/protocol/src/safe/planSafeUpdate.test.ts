import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeMigrationAbi } from './abis/safeMigrationAbi'
import { assessSafeTx } from './assessSafeTx'
import { canonicalAddresses } from './canonicalAddresses'
import { createSafeTx } from './createSafeTx'
import { planSafeUpdate } from './planSafeUpdate'
import { SAFE_MIGRATION_ADDRESS, trustedDelegateCallTargets } from './trustedDelegateCallTargets'

const safe = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const handler130 = '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4'
const customHandler = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const l1130 = '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552'
const l2130 = '0x3E5c63644E683549055b9Be8653de26E0B4CD36E'
const l2130eip155 = '0xfb1bffC9d739B8D520DaF37dF666da4C687191EA'

describe('planSafeUpdate', () => {
  it('says a current Safe is up to date', () => {
    expect(
      planSafeUpdate({
        version: '1.4.1',
        implementation: canonicalAddresses.safeL2,
        implementationVersionState: 'UP_TO_DATE',
        fallbackHandler: canonicalAddresses.compatibilityFallbackHandler,
      }),
    ).toEqual({ status: 'up-to-date' })
  })

  it('calls 1.4.1 and 1.5.0 Safes up to date whatever the gateway says, and knows them by their singleton', () => {
    for (const implementation of [canonicalAddresses.safe, '0xEdd160fEBBD92E350D4D398fb636302fccd67C7e'] as const)
      expect(
        planSafeUpdate({
          version: null,
          implementation,
          implementationVersionState: 'OUTDATED',
          fallbackHandler: null,
        }),
      ).toEqual({ status: 'up-to-date' })
  })

  it('updates an outdated 1.3.0 L2 Safe by one DELEGATE call of the official migration, to the L2 singleton', () => {
    const plan = planSafeUpdate({
      version: '1.3.0+L2',
      implementation: l2130,
      implementationVersionState: 'OUTDATED',
      fallbackHandler: handler130,
    })
    expect(plan.status).toBe('update')
    if (plan.status !== 'update') return
    expect(plan.call.to).toBe(SAFE_MIGRATION_ADDRESS)
    expect(plan.call.operation).toBe(1)
    expect(plan.call.value).toBe(0n)
    // Selector of migrateL2WithFallbackHandler() (safe-smart-account docs).
    expect(plan.call.data).toBe('0x68cb3d94')
    expect(plan.keepsFallbackHandler).toBe(false)
    expect(plan).toMatchObject({ l2: true, singleton: canonicalAddresses.safeL2 })
    expect(decodeFunctionData({ abi: safeMigrationAbi, data: plan.call.data }).functionName).toBe(
      'migrateL2WithFallbackHandler',
    )
    // The review lets it through as a control change to acknowledge, never a block.
    const assessment = assessSafeTx({ safe, tx: createSafeTx({ ...plan.call, nonce: 0n }) })
    expect(assessment.blocks).toEqual([])
    expect(assessment.controlChanges).toEqual([{ kind: 'migration', target: SAFE_MIGRATION_ADDRESS, path: [] }])
    expect(Object.values(trustedDelegateCallTargets)).toContain(plan.call.to)
  })

  it('keeps an L1 Safe on L1 (1.4.1 Safe), with the 1.4.1 fallback handler unless its own is custom', () => {
    const plan = planSafeUpdate({
      version: '1.3.0',
      implementation: l1130,
      implementationVersionState: 'OUTDATED',
      fallbackHandler: handler130,
    })
    expect(plan).toMatchObject({ status: 'update', l2: false, singleton: canonicalAddresses.safe })
    expect(
      plan.status === 'update' && decodeFunctionData({ abi: safeMigrationAbi, data: plan.call.data }).functionName,
    ).toBe('migrateWithFallbackHandler')
    const custom = planSafeUpdate({
      version: '1.3.0',
      implementation: l1130,
      implementationVersionState: 'OUTDATED',
      fallbackHandler: customHandler,
    })
    expect(
      custom.status === 'update' && decodeFunctionData({ abi: safeMigrationAbi, data: custom.call.data }).functionName,
    ).toBe('migrateSingleton')
  })

  it('keeps a fallback handler that is not a canonical one', () => {
    const plan = planSafeUpdate({
      version: '1.3.0',
      implementation: l2130eip155,
      implementationVersionState: 'OUTDATED',
      fallbackHandler: customHandler,
    })
    expect(plan.status === 'update' && plan.call.data).toBe('0x07f464a4')
    expect(plan.status === 'update' && plan.keepsFallbackHandler).toBe(true)
  })

  it('refuses versions the migration does not support and unknown code, with a sentence', () => {
    expect(
      planSafeUpdate({
        version: '1.1.1',
        implementation: '0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F',
        implementationVersionState: 'OUTDATED',
        fallbackHandler: null,
      }),
    ).toEqual({
      status: 'unsupported',
      reason: 'This Safe runs version 1.1.1; the official migration updates Safes of version 1.3.0 only.',
    })
    expect(
      planSafeUpdate({
        version: null,
        implementation: customHandler,
        implementationVersionState: 'UNKNOWN',
        fallbackHandler: null,
      }).status,
    ).toBe('unsupported')
  })
})
