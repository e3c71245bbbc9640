import { createSafeTx, safeL2Abi } from '@strongroom/protocol'
import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeTxScene } from '../testing/safeTxScene'
import { selectBatchExecution } from './selectBatchExecution'

const scene = safeTxScene()
const { alice, bob, carol } = scene

/** A 2-of-3 transfer at `nonce`, confirmed by `confirmedBy`, reviewed with the Safe at nonce 3. */
const reviewed = (nonce: bigint, confirmedBy = [alice, bob], problems = false) =>
  scene.reviewedTransfer({ nonce, safeNonce: 3n, confirmedBy, problems })

const nonces = (selection: ReturnType<typeof selectBatchExecution>) => selection.batch.map(({ tx }) => tx.nonce)

describe('selectBatchExecution', () => {
  it('takes every fully confirmed transaction from the Safe’s next nonce on', async () => {
    const selection = selectBatchExecution([await reviewed(3n), await reviewed(4n), await reviewed(5n, [bob, carol])])
    expect(nonces(selection)).toEqual([3n, 4n, 5n])
    expect(selection.stop).toBeUndefined()
  })

  it('ends the run at a transaction one confirmation short: the executor cannot add its own inside a batch', async () => {
    const selection = selectBatchExecution([await reviewed(3n), await reviewed(4n), await reviewed(5n, [alice])])
    expect(nonces(selection)).toEqual([3n, 4n])
    expect(selection.stop).toEqual({ nonce: 5n, reason: 'Transaction #5 has 1 of the 2 confirmations it needs.' })
  })

  it('starts only at the Safe’s next nonce and stops at a gap', async () => {
    expect(selectBatchExecution([await reviewed(4n), await reviewed(5n)])).toMatchObject({
      batch: [],
      stop: { nonce: 4n, reason: 'Transaction #3 is not ready to execute, so the batch ends before #4.' },
    })
    const gap = selectBatchExecution([await reviewed(3n), await reviewed(5n)])
    expect(nonces(gap)).toEqual([3n])
    expect(gap.stop?.reason).toBe('Transaction #4 is not ready to execute, so the batch ends before #5.')
  })

  it('leaves out an answer the review does not trust', async () => {
    const selection = selectBatchExecution([await reviewed(3n), await reviewed(4n, [alice, bob], true)])
    expect(nonces(selection)).toEqual([3n])
    expect(selection.stop?.reason).toBe("Transaction #4 does not hold up to the app's review: open it to see why.")
  })

  it('leaves a change of who controls the Safe to be executed on its own, after its acknowledgement', async () => {
    const change = createSafeTx({
      to: scene.safe,
      value: 0n,
      data: encodeFunctionData({ abi: safeL2Abi, functionName: 'changeThreshold', args: [1n] }),
      nonce: 4n,
    })
    const controlChange = await scene.review(await scene.details(change, { confirmedBy: [alice, bob] }), { nonce: 3n })
    const selection = selectBatchExecution([await reviewed(3n), controlChange, await reviewed(5n)])
    expect(nonces(selection)).toEqual([3n])
    expect(selection.stop?.reason).toMatch(/^Transaction #4 needs you to acknowledge what it does/)
  })
})
