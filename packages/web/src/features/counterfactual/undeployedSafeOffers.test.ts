import { describe, expect, it } from 'vitest'
import type { UndeployedSafe } from '../safes'
import { undeployedSafeOffers } from './undeployedSafeOffers'

const OWNER_A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OWNER_B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const STRANGER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const safe = (threshold: number): UndeployedSafe => ({
  address: '0x0000000000000000000000000000000000000001',
  owners: [OWNER_A, OWNER_B],
  threshold,
  saltNonce: '1',
})

describe('undeployedSafeOffers', () => {
  it('lets a 1-of-n owner make the first transaction, and anyone activate', () => {
    expect(undeployedSafeOffers(safe(1), OWNER_B.toLowerCase() as `0x${string}`)).toEqual({
      receive: { ok: true },
      activate: { ok: true },
      firstTransaction: { ok: true },
    })
  })

  it('asks for activation first when more than one signature is needed', () => {
    const offers = undeployedSafeOffers(safe(2), OWNER_A)
    expect(offers.activate).toEqual({ ok: true })
    expect(offers.firstTransaction).toEqual({ ok: false, reason: expect.stringContaining('activate it first') })
  })

  it('lets a wallet that is no owner activate but not transact', () => {
    const offers = undeployedSafeOffers(safe(1), STRANGER)
    expect(offers.activate).toEqual({ ok: true })
    expect(offers.firstTransaction).toEqual({ ok: false, reason: expect.stringContaining('Only an owner') })
  })

  it('offers receiving only without a wallet, and says why', () => {
    const offers = undeployedSafeOffers(safe(1), undefined)
    expect(offers.receive).toEqual({ ok: true })
    expect(offers.activate).toEqual({ ok: false, reason: expect.stringContaining('Connect a wallet') })
    expect(offers.firstTransaction.ok).toBe(false)
  })
})
