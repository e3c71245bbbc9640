import { describe, expect, it } from 'vitest'
import { safeTxScene } from '../testing/safeTxScene'
import { selectSafeTxActions } from './selectSafeTxActions'

const scene = safeTxScene()
const { alice, bob, carol, mallory: outsider } = scene

/** A 2-of-3 transaction at `nonce`, confirmed by `confirmedBy`, with the Safe at nonce 3. */
const reviewed = (nonce: bigint, confirmedBy = [alice], problems = false) =>
  scene.reviewedTransfer({ nonce, safeNonce: 3n, confirmedBy, problems })

describe('selectSafeTxActions', () => {
  it('lets an owner one signature short confirm, or confirm and execute when the nonce is next', async () => {
    const actions = selectSafeTxActions(await reviewed(3n), { account: bob.address, acknowledged: false })
    expect(actions).toMatchObject({ isOwner: true, hasConfirmed: false, verified: 1, isNext: true, oneShort: true })
    expect(actions).toMatchObject({ mayConfirm: true, mayExecute: true, thresholdMet: false })
  })

  it('lets no one execute before the Safe reaches the nonce', async () => {
    const actions = selectSafeTxActions(await reviewed(5n), { account: bob.address, acknowledged: false })
    expect(actions).toMatchObject({ isNext: false, mayConfirm: true, mayExecute: false })
  })

  it('does not let an owner confirm twice; its own confirmation leaves it short of one', async () => {
    const actions = selectSafeTxActions(await reviewed(3n), { account: alice.address, acknowledged: false })
    expect(actions).toMatchObject({ hasConfirmed: true, oneShort: false, mayConfirm: false, mayExecute: false })
  })

  it('lets any owner execute once the threshold is met, confirmed or not', async () => {
    const review = await reviewed(3n, [alice, bob])
    const actions = selectSafeTxActions(review, { account: carol.address, acknowledged: false })
    expect(actions).toMatchObject({ thresholdMet: true, mayConfirm: false, mayExecute: true })
  })

  it('lets neither a stranger nor a disconnected visitor act', async () => {
    const review = await reviewed(3n)
    for (const account of [outsider.address, undefined])
      expect(selectSafeTxActions(review, { account, acknowledged: true })).toMatchObject({
        isOwner: false,
        mayConfirm: false,
        mayExecute: false,
      })
  })

  it('turns executing off for an answer that cannot be trusted', async () => {
    const actions = selectSafeTxActions(await reviewed(3n, [alice, bob], true), {
      account: carol.address,
      acknowledged: false,
    })
    expect(actions).toMatchObject({ trusted: false, mayExecute: false })
  })
})
