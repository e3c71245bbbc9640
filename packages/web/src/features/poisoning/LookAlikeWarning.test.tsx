import type { TransactionSummary } from '@strongroom/protocol'
import { cleanup, screen } from '@testing-library/react'
import { type Address, getAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SafeStreamContext } from '../../hooks/useSafeStreamStatus'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { executedTransactionFixture, historyPagesFixture } from '../../testing/historyFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { LookAlikeWarning } from './LookAlikeWarning'

const PAYEE = getAddress('0x1234567890AbcdEF1234567890aBcdef12345678')
const PAYEE_LOOK_ALIKE = getAddress('0x123aAaaaaaAaaaaAaaaaaaaaAAAAaaaaaaaA5678')
const POISONED = getAddress('0xBbB0000000000000000000000000000000000Ccc')
const POISONED_LOOK_ALIKE = getAddress('0xbbb1111111111111111111111111111111110ccc')
const OWNER_LOOK_ALIKE = getAddress('0xf39F000000000000000000000000000000002266')

const addressInfo = (value: Address) => ({ value, name: null, logoUri: null })

/** The Safe paid PAYEE itself; a poisoner's transfer (no execution behind it) "sent" to POISONED. */
const history: TransactionSummary[] = [
  {
    ...executedTransactionFixture(2, 1_700_000_100_000),
    id: 'transfer_poison',
    executionInfo: null,
    txInfo: {
      type: 'Transfer',
      humanDescription: null,
      sender: addressInfo(SAFE_ADDRESS),
      recipient: addressInfo(POISONED),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '0' },
    },
  },
  executedTransactionFixture(1, 1_700_000_000_000, {
    txInfo: {
      type: 'Transfer',
      humanDescription: null,
      sender: addressInfo(SAFE_ADDRESS),
      recipient: addressInfo(PAYEE),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '1' },
    },
  }),
]

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function show(addresses: Address[], inSafe = true) {
  const safeRoute = `/v1/chains/1337/safes/${SAFE_ADDRESS}`
  mockGateway([
    ['/v1/chains/1337', chainInfoFixture()],
    [new RegExp(`${safeRoute}/transactions/history\\?`), historyPagesFixture(history, 10)[0]],
    [safeRoute, safeInfoFixture()],
  ])
  const warning = <LookAlikeWarning addresses={addresses} variant="field" />
  await renderWithProviders(
    inSafe ? <SafeStreamContext value={{ safe: SAFE_ADDRESS, status: 'live' }}>{warning}</SafeStreamContext> : warning,
  )
}

describe('LookAlikeWarning', () => {
  it('says in words that an address looks like a past recipient but is another one', async () => {
    await show([PAYEE_LOOK_ALIKE])
    const warning = await screen.findByTestId('look-alike-warning')
    expect(warning.textContent).toBe(
      `Look-alike address. ${PAYEE_LOOK_ALIKE} starts and ends like an address this Safe sent to before (0x1234…5678) but is a different address. Poisoners make such look-alikes to be copied by mistake: compare every character, and do not use it unless you are sure.`,
    )
  })

  it('names an owner it imitates', async () => {
    await show([OWNER_LOOK_ALIKE])
    expect((await screen.findByTestId('look-alike-warning')).textContent).toContain(
      'starts and ends like an owner of this Safe (0xf39F…2266)',
    )
  })

  it('flags neither the real addresses nor a look-alike of what only a poisoner’s transfer "sent" to', async () => {
    await show([PAYEE, OWNERS[1], POISONED_LOOK_ALIKE, PAYEE_LOOK_ALIKE])
    // The past recipient's look-alike is flagged once the history is read: the poisoner's entry was read with it.
    const warning = await screen.findByText(new RegExp(PAYEE_LOOK_ALIKE))
    expect(warning.closest('[data-testid="look-alike-warning"]')?.querySelectorAll('p')).toHaveLength(1)
  })

  it('says nothing outside a Safe’s screens', async () => {
    await show([OWNER_LOOK_ALIKE], false)
    expect(screen.queryByTestId('look-alike-warning')).toBeNull()
  })
})
