import { createSafeTx } from '@strongroom/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gatewayFailure, mockGateway } from '../../../testing/mockGateway'
import { safeTxScene } from '../testing/safeTxScene'
import { SafeTxIndexingTimeoutError } from './errors/SafeTxIndexingTimeoutError'
import { waitForIndexed } from './waitForIndexed'

const scene = safeTxScene()
const { chainId, carol } = scene

afterEach(() => vi.unstubAllGlobals())

describe('waitForIndexed', () => {
  it('asks again through failed requests and answers that do not show it yet, and returns the one that does', async () => {
    const pending = await scene.details(createSafeTx({ to: carol.address, nonce: 3n }))
    const executed = { ...pending, txStatus: 'SUCCESS' as const }
    const path = scene.detailsPath(pending.txId)
    const answers = [gatewayFailure(503, 'Busy'), () => Response.json(pending), () => Response.json(executed)]
    const fetchMock = mockGateway([[path, () => answers.shift()!()]])
    const details = await waitForIndexed({
      baseUrl: 'http://gw.test',
      chainId,
      transactionId: pending.txId,
      until: ({ txStatus }) => txStatus === 'SUCCESS',
      timeoutMessage: 'Not yet.',
      pollMs: 1,
    })
    expect(details.txStatus).toBe('SUCCESS')
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('gives up after the waiting time with the caller’s sentence', async () => {
    const pending = await scene.details(createSafeTx({ to: carol.address, nonce: 3n }))
    mockGateway([[scene.detailsPath(pending.txId), pending]])
    const waiting = waitForIndexed({
      baseUrl: 'http://gw.test',
      chainId,
      transactionId: pending.txId,
      until: () => false,
      timeoutMessage: 'The approval is on chain, but the gateway does not list it yet.',
      timeoutMs: 5,
      pollMs: 1,
    })
    await expect(waiting).rejects.toThrow(SafeTxIndexingTimeoutError)
    await expect(waiting).rejects.toThrow('The approval is on chain, but the gateway does not list it yet.')
  })
})
