import { canonicalAddresses, decodeMultiSend } from '@strongroom/protocol'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNERS } from '../../../testing/gatewayFixtures'
import { APP_REQUEST_REJECTED } from './appSigningErrors'
import { fakeSigningNetwork, signingRequestOf } from './testing/fakeSigningNetwork'
import { renderSignRequest } from './testing/renderSignRequest'

const APP = { name: 'Batch App', url: 'https://batch.example/' }
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OWNERS[2], 5n] })

const show = (params: unknown) => renderSignRequest(APP, signingRequestOf('sendTransactions', params))

async function signAndPropose() {
  await waitFor(() => expect(screen.getByTestId('review-nonce').textContent).toBe('4'))
  const propose = screen.getByRole('button', { name: 'Sign and propose' }) as HTMLButtonElement
  await waitFor(() => expect(propose.disabled).toBe(false))
  await act(async () => fireEvent.click(propose))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SafeAppSignRequest: sendTransactions', () => {
  it('proposes two transactions as one MultiSendCallOnly batch with the app as origin, and answers { safeTxHash }', async () => {
    const network = fakeSigningNetwork()
    const { onDone, onFail } = await show({
      txs: [
        { to: token, value: '0', data: transfer },
        { to: OWNERS[2], value: '1000000000000000', data: '0x' },
      ],
    })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Batch App asks the Safe to make 2 calls in one batch',
    )
    expect(screen.getByTestId('safe-app-origin').textContent).toBe('https://batch.example')
    expect(screen.getByTestId('new-tx-origin').textContent).toBe('Made by Batch App')
    await signAndPropose()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    const tx = network.proposedTx()!
    expect(tx).toMatchObject({
      to: canonicalAddresses.multiSendCallOnly,
      operation: 1,
      nonce: 4n,
      origin: JSON.stringify({ url: APP.url, name: APP.name }),
    })
    expect(decodeMultiSend(tx.data)).toEqual([
      { operation: 0, to: token, value: 0n, data: transfer },
      { operation: 0, to: OWNERS[2], value: 1_000_000_000_000_000n, data: '0x' },
    ])
    expect(onDone).toHaveBeenCalledWith({ safeTxHash: tx.safeTxHash })
    expect(onFail).not.toHaveBeenCalled()
    expect(network.walletCalls).toHaveLength(1)
  })

  it('proposes one transaction as it is, with the app’s safeTxGas', async () => {
    const network = fakeSigningNetwork()
    const { onDone } = await show({ txs: [{ to: token, value: 0, data: transfer }], params: { safeTxGas: 80000 } })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Batch App asks the Safe to make a transaction')
    expect(screen.getByTestId('new-tx-gas').textContent).toBe('safeTxGas 80000, as Batch App asked.')
    await signAndPropose()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(network.proposedTx()).toMatchObject({ to: token, operation: 0, data: transfer, safeTxGas: 80_000n })
    expect(network.paths.some((path) => path.endsWith('/estimations'))).toBe(false)
  })

  it('answers "Transaction was rejected" when the user cancels, once, and proposes nothing', async () => {
    const network = fakeSigningNetwork()
    const { onDone, onFail } = await show({ txs: [{ to: token, data: transfer }] })
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onFail).toHaveBeenCalledTimes(1)
    expect(onFail.mock.calls[0]![0].message).toBe(APP_REQUEST_REJECTED)
    expect(onDone).not.toHaveBeenCalled()
    expect(network.posts).toEqual([])
    expect(network.walletCalls).toEqual([])
  })
})
