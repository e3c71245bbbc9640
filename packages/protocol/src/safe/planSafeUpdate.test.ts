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

describe('planSafeUpdate', () => {
  it('says a current Safe is up to date', () => {
    expect(
      planSafeUpdate({
        version: '1.4.1',
        implementationVersionState: 'UP_TO_DATE',
        fallbackHandler: canonicalAddresses.compatibilityFallbackHandler,
      }),
    ).toEqual({ status: 'up-to-date' })
  })

  it('updates an outdated 1.3.0 Safe by one DELEGATE call of the official migration, to the L2 singleton', () => {
    const plan = planSafeUpdate({
      version: '1.3.0+L2',
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
    expect(decodeFunctionData({ abi: safeMigrationAbi, data: plan.call.data }).functionName).toBe(
      'migrateL2WithFallbackHandler',
    )
    // The review lets it through as a control change to acknowledge, never a block.
    const assessment = assessSafeTx({ safe, tx: createSafeTx({ ...plan.call, nonce: 0n }) })
    expect(assessment.blocks).toEqual([])
    expect(assessment.controlChanges).toEqual([{ kind: 'migration', target: SAFE_MIGRATION_ADDRESS, path: [] }])
    expect(Object.values(trustedDelegateCallTargets)).toContain(plan.call.to)
  })

  it('keeps a fallback handler that is not a canonical one', () => {
    const plan = planSafeUpdate({
      version: '1.3.0',
      implementationVersionState: 'OUTDATED',
      fallbackHandler: customHandler,
    })
    expect(plan.status === 'update' && plan.call.data).toBe('0x07f464a4')
    expect(plan.status === 'update' && plan.keepsFallbackHandler).toBe(true)
  })

  it('refuses versions the migration does not support and unknown code, with a sentence', () => {
    expect(planSafeUpdate({ version: '1.1.1', implementationVersionState: 'OUTDATED', fallbackHandler: null })).toEqual(
      {
        status: 'unsupported',
        reason: 'This Safe runs version 1.1.1; the official migration updates Safes of version 1.3.0 only.',
      },
    )
    expect(planSafeUpdate({ version: null, implementationVersionState: 'UNKNOWN', fallbackHandler: null }).status).toBe(
      'unsupported',
    )
  })
})
