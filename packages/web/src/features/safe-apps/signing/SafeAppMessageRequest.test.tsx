import {
  type BridgeRequest,
  canonicalAddresses,
  createSafeTx,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  hashSafeMessageContent,
  signMessageLibAbi,
} from '@strongroom/protocol'
import { etherMail } from '@strongroom/protocol/testing'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { encodeFunctionData, type Hex, hashMessage, stringToHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { OWNERS, SAFE_ADDRESS } from '../../../testing/gatewayFixtures'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { resetAfterEach } from '../../../testing/resetAfterEach'
import { BLIND_SIGNING_STORAGE_KEY } from '../../preferences'
import { APP_REQUEST_REJECTED, BLIND_SIGNING_REFUSED, SAFE_TX_TYPED_DATA_REFUSED } from './appSigningErrors'
import { prepareAppMessage } from './prepareAppMessage'
import { SafeAppSignRequest } from './SafeAppSignRequest'
import { fakeSigningNetwork, signingRequestOf, walletOwner } from './testing/fakeSigningNetwork'
import { renderSignRequest } from './testing/renderSignRequest'

const APP = { name: 'Mail App', url: 'https://mail.example/app/' }
type SigningRequest = Extract<BridgeRequest, { method: 'signMessage' | 'signTypedMessage' }>

const mail = etherMail({ chainId: 1337 })

const show = (request: SigningRequest, account?: Hex | null) => renderSignRequest(APP, request, account)

resetAfterEach()

describe('SafeAppSignRequest: messages', () => {
  it('shows who asks, the message and the hashes computed here, then signs off-chain and answers { messageHash }', async () => {
    expect(walletOwner.address).toBe(OWNERS[1])
    const { posts, walletCalls } = fakeSigningNetwork()
    const request = signingRequestOf('signMessage', { message: 'Welcome!\nSign to log in.' })
    const { onDone, onFail } = await show(request)
    const message = prepareAppMessage(request, { chainId: 1337, safe: SAFE_ADDRESS, blindSigning: false })

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mail App asks the Safe to sign a message')
    expect(screen.getByTestId('safe-app-origin').textContent).toBe('https://mail.example')
    expect(screen.getByTestId('message-text').textContent).toBe('Welcome!\nSign to log in.')
    expect(screen.getByTestId('content-hash').textContent).toBe(hashMessage('Welcome!\nSign to log in.'))
    expect(screen.getByTestId('safe-message-hash').textContent).toBe(message.messageHash)

    const sign = await screen.findByRole('button', { name: 'Sign' })
    await waitFor(() => expect((sign as HTMLButtonElement).disabled).toBe(false))
    expect(walletCalls).toEqual([])
    await act(async () => fireEvent.click(sign))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(onDone).toHaveBeenCalledWith({ messageHash: message.messageHash })
    expect(onFail).not.toHaveBeenCalled()
    expect(walletCalls).toHaveLength(1)
    const signature = await walletOwner.signTypedData(
      getSafeMessageTypedData({ chainId: 1337, safeAddress: SAFE_ADDRESS, data: message.contentHash }),
    )
    expect(posts).toEqual([
      {
        path: `/v1/chains/1337/safes/${SAFE_ADDRESS}/messages`,
        body: {
          message: 'Welcome!\nSign to log in.',
          signature,
          origin: JSON.stringify({ url: APP.url, name: APP.name }),
        },
      },
    ])
  })

  it('shows typed data as a tree; Reject answers "Transaction was rejected" and nothing is signed', async () => {
    const { posts, walletCalls } = fakeSigningNetwork()
    const { onDone, onFail } = await show(signingRequestOf('signTypedMessage', { typedData: mail }))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mail App asks the Safe to sign typed data')
    expect(screen.getByText('Typed data (EIP-712): Mail')).toBeTruthy()
    const domain = ['name', 'version', 'chainId', 'verifyingContract']
    expect(screen.getAllByTestId('typed-data-field').map((field) => field.firstChild?.textContent)).toEqual([
      ...domain,
      ...['from', 'name', 'wallet', 'to', 'name', 'wallet', 'contents'],
    ])
    expect(screen.getByTestId('content-hash').textContent).toBe(
      hashSafeMessageContent({ ...mail, primaryType: 'Mail' } as never),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(onFail).toHaveBeenCalledTimes(1)
    expect(onFail.mock.calls[0]![0].message).toBe(APP_REQUEST_REJECTED)
    expect(onDone).not.toHaveBeenCalled()
    expect(walletCalls).toEqual([])
    expect(posts).toEqual([])
  })

  it('shows what hex-encoded text reads (viem’s personal_sign), while the hex string is what is signed', async () => {
    fakeSigningNetwork()
    const hex = stringToHex('Sign in to example.org, nonce 42')
    await show(signingRequestOf('signMessage', { message: hex }))
    expect(screen.queryByTestId('blind-signing-refused')).toBeNull()
    expect(screen.getByTestId('message-text').textContent).toBe(hex)
    expect(screen.getByTestId('message-decoded').textContent).toContain('Sign in to example.org, nonce 42')
    expect(screen.getByTestId('content-hash').textContent).toBe(hashMessage(hex))
  })

  it('warns when typed data names another chain', async () => {
    fakeSigningNetwork()
    await show(signingRequestOf('signTypedMessage', { typedData: { ...mail, domain: { ...mail.domain, chainId: 1 } } }))
    expect(screen.getByText('This typed data names another network.')).toBeTruthy()
  })

  it('answers "Invalid typed data" at once for typed data that does not encode', async () => {
    const { walletCalls } = fakeSigningNetwork()
    const broken = { ...mail, message: { ...mail.message, from: { name: 'Cow', wallet: '0x1234' } } }
    const { onFail } = await show(signingRequestOf('signTypedMessage', { typedData: broken }))
    await waitFor(() => expect(onFail).toHaveBeenCalledTimes(1))
    expect(onFail.mock.calls[0]![0].message).toBe('Invalid typed data')
    expect(walletCalls).toEqual([])
  })

  it('refuses a bare hash while blind signing is off, and reviews it once the user turned it on', async () => {
    const { walletCalls } = fakeSigningNetwork()
    const request = signingRequestOf('signMessage', { message: `0x${'ab'.repeat(32)}` })
    const { onFail } = await show(request)
    expect(screen.getByTestId('blind-signing-refused').textContent).toContain('Blind signing is turned off.')
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
    expect(onFail).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onFail.mock.calls[0]![0].message).toBe(BLIND_SIGNING_REFUSED)
    expect(walletCalls).toEqual([])
    cleanup()

    localStorage.setItem(BLIND_SIGNING_STORAGE_KEY, 'true')
    await show(request)
    expect(screen.queryByTestId('blind-signing-refused')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeTruthy()
  })

  it('says so when the owner rejects in the wallet, and answers nothing until the user decides', async () => {
    const { posts } = fakeSigningNetwork({ walletRejects: true })
    const { onDone, onFail } = await show(signingRequestOf('signMessage', { message: 'Hi' }))
    const sign = await screen.findByRole('button', { name: 'Sign' })
    await waitFor(() => expect((sign as HTMLButtonElement).disabled).toBe(false))
    await act(async () => fireEvent.click(sign))
    const error = await screen.findByTestId('sign-app-message-error')
    expect(error.textContent).toContain('You rejected the signature in your wallet.')
    expect(onDone).not.toHaveBeenCalled()
    expect(onFail).not.toHaveBeenCalled()
    expect(posts).toEqual([])
  })

  it('adds nothing for an owner who signed the stored message already, and answers its hash', async () => {
    const request = signingRequestOf('signMessage', { message: 'Stored' })
    const message = prepareAppMessage(request, { chainId: 1337, safe: SAFE_ADDRESS, blindSigning: false })
    const info = (value: Hex) => ({ value, name: null, logoUri: null })
    const signature = await walletOwner.signTypedData(
      getSafeMessageTypedData({ chainId: 1337, safeAddress: SAFE_ADDRESS, data: message.contentHash }),
    )
    const { posts, walletCalls } = fakeSigningNetwork({
      stored: {
        messageHash: message.messageHash,
        status: 'NEEDS_CONFIRMATION',
        logoUri: null,
        name: null,
        message: 'Stored',
        creationTimestamp: 0,
        modifiedTimestamp: 0,
        confirmationsSubmitted: 1,
        confirmationsRequired: 2,
        proposedBy: info(OWNERS[1]),
        confirmations: [{ owner: info(OWNERS[1]), signature }],
        preparedSignature: null,
        safeAppId: null,
        origin: null,
      },
    })
    const { onDone } = await show(request)
    expect((await screen.findByTestId('existing-message')).textContent).toBe(
      'You have signed this message already (1 of 2 signatures).',
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Answer the app' })))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ messageHash: message.messageHash }))
    expect(walletCalls).toEqual([])
    expect(posts).toEqual([])
  })

  it('does not offer signing to a wallet that is not connected', async () => {
    fakeSigningNetwork()
    await show(signingRequestOf('signMessage', { message: 'Hi' }), null)
    expect(await screen.findByText('Connect the wallet of an owner of this Safe to sign.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('signs on-chain through SignMessageLib when the chain has no EIP1271, and answers { safeTxHash }', async () => {
    const network = fakeSigningNetwork({ features: ['EIP1559'] })
    const request = signingRequestOf('signMessage', { message: 'On chain' })
    const { onDone, onFail } = await show(request)
    const message = prepareAppMessage(request, { chainId: 1337, safe: SAFE_ADDRESS, blindSigning: false })
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
        'Mail App asks the Safe to sign a message on-chain',
      ),
    )
    expect(screen.getByTestId('safe-message-hash').textContent).toBe(message.messageHash)
    await waitFor(() => expect(screen.getByTestId('review-nonce').textContent).toBe('4'))
    const propose = screen.getByRole('button', { name: 'Sign and propose' }) as HTMLButtonElement
    await waitFor(() => expect(propose.disabled).toBe(false))
    await act(async () => fireEvent.click(propose))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    const tx = network.proposedTx()!
    expect(tx).toMatchObject({
      to: canonicalAddresses.signMessageLib,
      operation: 1,
      value: 0n,
      data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [message.contentHash] }),
      nonce: 4n,
      // The message goes with the proposal, where the co-signers' review finds it (docs/web-security.md §2.2).
      origin: JSON.stringify({ url: APP.url, name: APP.name, message: message.wire }),
    })
    expect(onDone).toHaveBeenCalledWith({ safeTxHash: tx.safeTxHash })
    expect(onFail).not.toHaveBeenCalled()
    // Nothing went to the messages API.
    expect(network.posts.map((post) => post.path)).toEqual([`/v1/chains/1337/transactions/${SAFE_ADDRESS}/propose`])
  })

  it('signs on-chain when the app turned off-chain signing off or its SDK is older than 7.11.0', async () => {
    fakeSigningNetwork()
    const onDone = vi.fn()
    const onFail = vi.fn()
    await renderWithProviders(
      <SafeAppSignRequest
        address={SAFE_ADDRESS}
        prefix="dev"
        app={APP}
        request={signingRequestOf('signMessage', { message: 'Hi' })}
        offChainSigning={false}
        onDone={onDone}
        onFail={onFail}
      />,
      { account: walletOwner.address },
    )
    expect(await screen.findByTestId('new-transaction-review')).toBeTruthy()
    cleanup()
    const older = await show(signingRequestOf('signMessage', { message: 'Hi' }, '7.10.0'))
    expect(await screen.findByTestId('new-transaction-review')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(older.onFail.mock.calls[0]![0].message).toBe(APP_REQUEST_REJECTED)
    expect(onFail).not.toHaveBeenCalled()
  })

  describe('typed data shaped like another Safe’s transaction (docs/web-security.md §2.8)', () => {
    const PARENT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    /** The SafeTx of PARENT as an app sends it: JSON, numbers as decimal strings. */
    const safeTxOf = (fields: Parameters<typeof createSafeTx>[0]) =>
      JSON.parse(
        JSON.stringify(
          getSafeTxTypedData({ chainId: 1337, safeAddress: PARENT, tx: createSafeTx(fields) }),
          (_, value) => (typeof value === 'bigint' ? value.toString() : value),
        ),
      )

    it('reviews it as that Safe’s transaction and lets nothing be signed until the owner acknowledges it', async () => {
      const { walletCalls } = fakeSigningNetwork()
      await show(
        signingRequestOf('signTypedMessage', { typedData: safeTxOf({ to: OWNERS[2]!, value: 1n, nonce: 4n }) }),
      )
      expect(screen.getByTestId('safe-shaped-typed-data').textContent).toContain(
        'This typed data is a transaction of another Safe',
      )
      expect(screen.getByTestId('safe-shaped-typed-data').textContent).toContain(PARENT)
      const sign = (await screen.findByRole('button', { name: 'Sign' })) as HTMLButtonElement
      // Ready in every other respect: the gateway was asked for the message, the owners are known.
      await waitFor(() => expect(screen.queryByText('Looking for this message on the gateway…')).toBeNull())
      expect(sign.disabled).toBe(true)
      fireEvent.click(screen.getByLabelText('I understand that this may approve something for another account.'))
      await waitFor(() => expect(sign.disabled).toBe(false))
      expect(walletCalls).toEqual([])
    })

    it('refuses one its guardrails block, saying why, and answers the app on Close', async () => {
      const { walletCalls } = fakeSigningNetwork()
      const { onFail } = await show(
        signingRequestOf('signTypedMessage', { typedData: safeTxOf({ to: OWNERS[2]!, operation: 1, nonce: 4n }) }),
      )
      expect(screen.getByTestId('safe-shaped-refused').textContent).toContain(SAFE_TX_TYPED_DATA_REFUSED)
      expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
      expect(onFail).not.toHaveBeenCalled()
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
      expect(onFail.mock.calls[0]![0].message).toBe(SAFE_TX_TYPED_DATA_REFUSED)
      expect(walletCalls).toEqual([])
    })
  })
})
