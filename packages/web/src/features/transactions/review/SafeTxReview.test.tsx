import {
  canonicalAddresses,
  createSafeTx,
  encodeMultiSend,
  getSafeDomainHash,
  getSafeTxMessageHash,
  getSafeTxTypedData,
  safeL2Abi,
  signMessageLibAbi,
} from '@strongroom/protocol'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { encodeFunctionData, erc20Abi, getAddress, hashTypedData, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNERS, SAFE_ADDRESS } from '../../../testing/gatewayFixtures'
import { SafeTxReview, type SafeTxReviewProps } from './SafeTxReview'

const safe = getAddress(SAFE_ADDRESS)
const chainId = 1337
const native = { symbol: 'ETH', decimals: 18 }

afterEach(cleanup)

function Harness({
  tx,
  problems,
  ...rest
}: { tx: ReturnType<typeof createSafeTx>; problems?: { message: string }[] } & Partial<SafeTxReviewProps>) {
  const [acknowledged, setAcknowledged] = useState(false)
  return (
    <>
      <SafeTxReview
        chainId={chainId}
        safe={safe}
        tx={tx}
        native={native}
        problems={problems}
        {...rest}
        acknowledged={acknowledged}
        onAcknowledgedChange={setAcknowledged}
      />
      <output data-testid="acknowledged">{String(acknowledged)}</output>
    </>
  )
}

describe('SafeTxReview', () => {
  it('shows every field and the domain, message and safe transaction hashes computed from them', () => {
    const tx = createSafeTx({ to: OWNERS[2], value: parseEther('1.5'), nonce: 7n })
    render(<Harness tx={tx} />)
    const hash = (testId: string) => screen.getByTestId(testId).getAttribute('data-value')
    expect(hash('review-safe-tx-hash')).toBe(hashTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx })))
    expect(hash('review-domain-hash')).toBe(getSafeDomainHash({ chainId, safeAddress: safe }))
    expect(hash('review-message-hash')).toBe(getSafeTxMessageHash(tx))
    // Grouped by four characters for comparison, every character present.
    const shown = screen.getByTestId('review-safe-tx-hash').querySelector('[aria-hidden="true"]')!.textContent!
    expect(shown.replace(/\s/g, '')).toBe(hash('review-safe-tx-hash'))
    expect(screen.getByTestId('review-value').textContent).toContain('1.5 ETH')
    expect(screen.getByTestId('review-operation').textContent).toBe('CALL (0)')
    expect(screen.getByTestId('review-nonce').textContent).toBe('7')
    expect(screen.getByText(/Sends 1.5 ETH to/)).toBeTruthy()
    expect(screen.queryByTestId('review-problems')).toBeNull()
  })

  it('writes the value with every digit, however small or long (docs/look-and-feel.md §8)', () => {
    const tx = createSafeTx({ to: OWNERS[2], value: 1_234_567_890_123_456_789_123n, nonce: 1n })
    render(<Harness tx={tx} />)
    expect(screen.getByTestId('review-value').textContent).toContain('1,234.567890123456789123 ETH')
    expect(screen.getByText(/Sends 1,234.567890123456789123 ETH to/)).toBeTruthy()
  })

  it('shows the problems of an untrusted answer in red', () => {
    const tx = createSafeTx({ to: OWNERS[2], nonce: 1n })
    render(<Harness tx={tx} problems={[{ message: 'The fields do not produce the hash.' }]} />)
    const banner = screen.getByTestId('review-problems')
    expect(banner.getAttribute('role')).toBe('alert')
    expect(banner.className).toContain('banner--danger')
    expect(banner.textContent).toContain('The fields do not produce the hash.')
  })

  it('blocks an untrusted DELEGATE call with its reason, and lists each action of a batch', () => {
    const batch = encodeMultiSend([
      { to: OWNERS[1], value: 1n, data: '0x', operation: 0 },
      { to: OWNERS[2], value: 0n, data: '0x12345678', operation: 1 },
    ])
    const tx = createSafeTx({ to: canonicalAddresses.multiSend, data: batch, operation: 1, nonce: 1n })
    render(<Harness tx={tx} />)
    expect(screen.getByTestId('batch-actions').querySelectorAll(':scope > li')).toHaveLength(2)
    const blocked = screen.getByTestId('review-blocked')
    expect(blocked.textContent).toContain('Action 2 of this batch')
    expect(blocked.textContent).toContain(OWNERS[2])
    expect(screen.queryByTestId('control-change-warning')).toBeNull()
  })

  it('warns that an owner change changes who controls the Safe, to be acknowledged', () => {
    const data = encodeFunctionData({
      abi: safeL2Abi,
      functionName: 'addOwnerWithThreshold',
      args: [OWNERS[2], 2n],
    })
    render(<Harness tx={createSafeTx({ to: safe, data, nonce: 1n })} />)
    const warning = screen.getByTestId('control-change-warning')
    expect(warning.textContent).toContain('This changes who controls the Safe')
    expect(warning.textContent).toContain(`Adds ${OWNERS[2]} as an owner and sets the threshold to 2.`)
    expect(screen.getByTestId('acknowledged').textContent).toBe('false')
    fireEvent.click(screen.getByLabelText('I have read what this changes and want to sign it.'))
    expect(screen.getByTestId('acknowledged').textContent).toBe('true')
  })

  describe('what a hostile gateway or proposer slips in (docs/web-security.md §2)', () => {
    const usdc = getAddress('0x1c7d4b196cb0c7b01d743fbc6116a902379c7238')
    const tokens = { [usdc]: { symbol: 'USDC', decimals: 6 } }
    const acknowledgement = () => screen.queryByLabelText('I have read what this changes and want to sign it.')

    it('names a refund to a stranger with its largest payout in the token’s units, and refuses it', () => {
      const tx = createSafeTx({
        to: OWNERS[1],
        value: parseEther('0.01'),
        nonce: 1n,
        safeTxGas: 50_000n,
        baseGas: 999_950_000n,
        gasPrice: 1_000n,
        gasToken: usdc,
        refundReceiver: OWNERS[2],
      })
      render(<Harness tx={tx} owners={[OWNERS[0], OWNERS[1]]} tokens={tokens} />)
      const refund = screen.getByTestId('refund-warning')
      expect(refund.textContent).toContain('1,000,000 USDC (1000000000000 base units)')
      expect(refund.textContent).toContain('(not an owner of this Safe)')
      expect(screen.getByTestId('review-blocked').textContent).toContain('not an owner of this Safe')
      expect(acknowledgement()).toBeNull()
    })

    it('asks for the acknowledgement of a refund to an owner', () => {
      const tx = createSafeTx({ to: OWNERS[1], nonce: 1n, safeTxGas: 1n, gasPrice: 2n, refundReceiver: OWNERS[0] })
      render(<Harness tx={tx} owners={[...OWNERS]} />)
      expect(screen.getByTestId('refund-warning').textContent).toContain('(an owner)')
      expect(screen.queryByTestId('review-blocked')).toBeNull()
      fireEvent.click(acknowledgement()!)
      expect(screen.getByTestId('acknowledged').textContent).toBe('true')
    })

    it('shows the hash a SignMessageLib call signs, refused while blind signing is off, acknowledged when on', () => {
      const digest = `0x${'5a'.repeat(32)}` as const
      const data = encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [digest] })
      const tx = createSafeTx({ to: canonicalAddresses.signMessageLib, data, operation: 1, nonce: 1n })
      render(<Harness tx={tx} owners={[...OWNERS]} />)
      expect(screen.getByTestId('message-signature-warning').textContent).toContain(digest)
      expect(screen.getByTestId('decoded-message-signature').textContent).toContain(digest)
      expect(screen.getByTestId('review-blocked').textContent).toContain('Blind signing is turned off')
      expect(acknowledgement()).toBeNull()
      cleanup()
      render(<Harness tx={tx} owners={[...OWNERS]} blindSigning />)
      expect(screen.queryByTestId('review-blocked')).toBeNull()
      expect(acknowledgement()).not.toBeNull()
    })

    it('shows ERC-20 amounts in the token’s units from its contract, the raw value beside them', () => {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OWNERS[1], 100_000_000n] })
      render(<Harness tx={createSafeTx({ to: usdc, data, nonce: 1n })} tokens={tokens} />)
      expect(screen.getByTestId('token-amount').textContent).toBe('100 USDC (100000000 base units)')
      cleanup()
      render(<Harness tx={createSafeTx({ to: usdc, data, nonce: 1n })} tokens={{ [usdc]: null }} />)
      expect(screen.getByTestId('token-amount').textContent).toContain('100000000 base units')
    })
  })
})
