import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  fixtureAddresses,
  fixtureContext,
  fixtureMultisigTransaction,
  fixtureSafe,
} from '../../testing/mappingFixtures'
import type { ConfirmationRecord } from '../load/MultisigTransactionRecord'
import { buildMultisigTransactionDetails } from './buildMultisigTransactionDetails'
import { buildMultisigTransactionSummary } from './buildMultisigTransactionSummary'

const { safe, owner1, owner2, owner3, stranger } = fixtureAddresses
const none = (value: string) => ({ value, name: null, logoUri: null })
const signature = `0x${'11'.repeat(65)}` as Hex
const confirmedBy = (owner: `0x${string}`): ConfirmationRecord => ({
  owner,
  signature,
  signatureType: 'EOA',
  submittedAt: new Date('2024-03-01T10:05:00Z'),
})

describe('buildMultisigTransactionSummary', () => {
  it('maps a queued transfer missing one confirmation exactly', () => {
    const tx = fixtureMultisigTransaction({ value: 5n, confirmations: [confirmedBy(owner2)] })
    expect(buildMultisigTransactionSummary(tx, fixtureContext())).toEqual({
      id: `multisig_${safe}_0x${'ab'.repeat(32)}`,
      timestamp: Date.parse('2024-03-01T10:00:00Z'),
      txStatus: 'AWAITING_CONFIRMATIONS',
      txInfo: {
        type: 'Transfer',
        humanDescription: null,
        sender: none(safe),
        recipient: none(stranger),
        direction: 'OUTGOING',
        transferInfo: { type: 'NATIVE_COIN', value: '5' },
      },
      executionInfo: {
        type: 'MULTISIG',
        nonce: 1,
        confirmationsRequired: 2,
        confirmationsSubmitted: 1,
        missingSigners: [none(owner1), none(owner3)],
      },
      safeAppInfo: null,
      txHash: null,
    })
  })

  it('ignores confirmations of removed owners while queued, and drops missingSigners once confirmed', () => {
    const tx = fixtureMultisigTransaction({
      confirmations: [confirmedBy(stranger), confirmedBy(owner1), confirmedBy(owner3)],
    })
    const summary = buildMultisigTransactionSummary(tx, fixtureContext())
    expect(summary.txStatus).toBe('AWAITING_EXECUTION')
    expect(summary.executionInfo).toEqual({
      type: 'MULTISIG',
      nonce: 1,
      confirmationsRequired: 2,
      confirmationsSubmitted: 2,
      missingSigners: null,
    })
  })

  it('uses the execution time, hash and threshold of an executed transaction', () => {
    const tx = fixtureMultisigTransaction({
      nonce: 0n,
      confirmations: [confirmedBy(owner1)],
      execution: {
        txHash: `0x${'cd'.repeat(32)}`,
        blockNumber: 10,
        executor: owner1,
        isSuccessful: true,
        executedAt: new Date('2024-03-02T00:00:00Z'),
        confirmationsRequired: 1,
      },
    })
    const summary = buildMultisigTransactionSummary(tx, fixtureContext(fixtureSafe({ threshold: 3 })))
    expect(summary).toMatchObject({
      timestamp: Date.parse('2024-03-02T00:00:00Z'),
      txStatus: 'SUCCESS',
      txHash: `0x${'cd'.repeat(32)}`,
      executionInfo: { confirmationsRequired: 1, confirmationsSubmitted: 1, missingSigners: null },
    })
  })
})

describe('buildMultisigTransactionDetails', () => {
  it('maps the execution details exactly, approved hashes given their v = 1 entry', () => {
    const tx = fixtureMultisigTransaction({
      to: safe,
      confirmations: [
        confirmedBy(owner1),
        {
          owner: owner2,
          signature: null,
          signatureType: 'APPROVED_HASH',
          submittedAt: new Date('2024-03-01T11:00:00Z'),
        },
      ],
    })
    const details = buildMultisigTransactionDetails(tx, fixtureContext(), { rejectors: [owner3] })
    expect(details.detailedExecutionInfo).toEqual({
      type: 'MULTISIG',
      submittedAt: Date.parse('2024-03-01T10:00:00Z'),
      nonce: 1,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: none('0x0000000000000000000000000000000000000000'),
      safeTxHash: `0x${'ab'.repeat(32)}`,
      executor: null,
      signers: [none(owner1), none(owner2), none(owner3)],
      confirmationsRequired: 2,
      confirmations: [
        { signer: none(owner1), signature, submittedAt: Date.parse('2024-03-01T10:05:00Z') },
        {
          signer: none(owner2),
          signature: `0x000000000000000000000000${owner2.slice(2).toLowerCase()}${'00'.repeat(32)}01`,
          submittedAt: Date.parse('2024-03-01T11:00:00Z'),
        },
      ],
      rejectors: [none(owner3)],
      gasTokenInfo: null,
      trusted: true,
      proposer: none(owner1),
      proposedByDelegate: null,
      origin: null,
    })
    expect(details).toMatchObject({
      safeAddress: safe,
      txId: `multisig_${safe}_0x${'ab'.repeat(32)}`,
      executedAt: null,
      txStatus: 'AWAITING_EXECUTION',
      txInfo: { type: 'Custom', isCancellation: true },
      txData: { hexData: null, dataDecoded: null, to: none(safe), value: '0', operation: 0 },
      txHash: null,
      safeAppInfo: null,
    })
  })

  it('names the Safe App whose URL the JSON origin carries, in the summary and the details', () => {
    const app = {
      name: 'Batch sender',
      url: 'https://apps.example.org/batch/',
      logoUri: 'https://apps.example.org/batch/icon.svg',
    }
    const fromApp = fixtureMultisigTransaction({
      origin: JSON.stringify({ url: 'https://apps.example.org/batch/', name: 'Whatever the app calls itself' }),
    })
    expect(buildMultisigTransactionSummary(fromApp, fixtureContext()).safeAppInfo).toEqual(app)
    expect(buildMultisigTransactionDetails(fromApp, fixtureContext(), { rejectors: [] }).safeAppInfo).toEqual(app)
    // The name the proposal gives is there too, as its claim, app or not (docs/gateway-api.md §5.1).
    const fromFlow = fixtureMultisigTransaction({ origin: JSON.stringify({ name: 'Send tokens' }) })
    expect(
      buildMultisigTransactionDetails(fromFlow, fixtureContext(), { rejectors: [] }).detailedExecutionInfo,
    ).toMatchObject({ origin: { name: 'Send tokens', url: null } })
    for (const origin of [null, 'Safe{Wallet}', JSON.stringify({ url: 'https://apps.example.org/other/' })])
      expect(
        buildMultisigTransactionSummary(fixtureMultisigTransaction({ origin }), fixtureContext()).safeAppInfo,
      ).toBe(null)
  })
})
