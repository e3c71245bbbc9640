import type { TransactionInfo } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { queuedTransactionFixture } from '../../../testing/gatewayFixtures'
import { unavailableTxInfo } from '../testing/unavailableTxInfo'
import { transactionKindOf } from './transactionKindOf'

const transfer = queuedTransactionFixture(1, null).txInfo
const { detailsUnavailable: _, ...call } = unavailableTxInfo
const app = { name: 'Swap', url: 'https://swap.example', logoUri: null }
const kind = (txInfo: TransactionInfo, safeAppInfo: typeof app | null = null) =>
  transactionKindOf({ txInfo, safeAppInfo })

describe('transactionKindOf', () => {
  it('tells each kind of transaction apart', () => {
    expect(kind(transfer)).toBe('send')
    expect(kind({ ...transfer, direction: 'INCOMING' } as TransactionInfo)).toBe('receive')
    expect(
      kind({
        type: 'SettingsChange',
        humanDescription: null,
        dataDecoded: { method: 'changeThreshold', parameters: [] },
        settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 2 },
      }),
    ).toBe('settings')
    expect(kind({ ...call, methodName: 'approve', actionCount: null })).toBe('contract')
    expect(kind({ ...call, methodName: 'multiSend', actionCount: 3 })).toBe('batch')
    expect(kind({ ...call, isCancellation: true })).toBe('rejection')
    expect(kind(unavailableTxInfo)).toBe('unavailable')
  })

  it('gives what a Safe App proposed the app’s kind, except a rejection', () => {
    expect(kind(transfer, app)).toBe('safeApp')
    expect(kind({ ...call, actionCount: 2 }, app)).toBe('safeApp')
    expect(kind({ ...call, isCancellation: true }, app)).toBe('rejection')
  })
})
