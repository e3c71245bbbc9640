import { assessSafeTx, createSafeTx, decodeSettingsChange, SettingsChangeError } from '@strongroom/protocol'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { settingsChangeCall } from './settingsChangeCall'

const safe: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const alice: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const settings = { safe, owners: [alice, bob], threshold: 1, modules: [] }

describe('settingsChangeCall', () => {
  it('is a CALL of the Safe to itself, value 0, that the review flags as a change of control', () => {
    const { name, call } = settingsChangeCall({ type: 'REMOVE_OWNER', owner: bob, threshold: 1 }, settings)
    expect(name).toBe('Remove owner')
    expect(call).toMatchObject({ to: safe, value: 0n, operation: 0 })
    expect(decodeSettingsChange({ data: call.data })).toEqual({ type: 'REMOVE_OWNER', owner: bob, threshold: 1 })
    const assessment = assessSafeTx({ safe, tx: createSafeTx({ ...call, nonce: 0n }) })
    expect(assessment.controlChanges).toHaveLength(1)
    expect(assessment.blocks).toEqual([])
  })

  it('passes on the rule a change breaks, with the field to mark', () => {
    expect(() => settingsChangeCall({ type: 'ADD_OWNER', owner: safe, threshold: 1 }, settings)).toThrow(
      SettingsChangeError,
    )
    expect(() => settingsChangeCall({ type: 'CHANGE_THRESHOLD', threshold: 3 }, settings)).toThrow(
      'The threshold must be a whole number from 1 to 2, the number of owners the Safe will have.',
    )
  })
})
