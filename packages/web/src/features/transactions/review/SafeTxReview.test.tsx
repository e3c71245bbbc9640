import {
  canonicalAddresses,
  createSafeTx,
  encodeMultiSend,
  getSafeDomainHash,
  getSafeTxMessageHash,
  getSafeTxTypedData,
  safeL2Abi,
} from '@strongroom/protocol'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { encodeFunctionData, getAddress, hashTypedData, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNERS, SAFE_ADDRESS } from '../../../testing/gatewayFixtures'
import { SafeTxReview } from './SafeTxReview'

const safe = getAddress(SAFE_ADDRESS)
const chainId = 1337
const native = { symbol: 'ETH', decimals: 18 }

afterEach(cleanup)

function Harness({ tx, problems }: { tx: ReturnType<typeof createSafeTx>; problems?: { message: string }[] }) {
  const [acknowledged, setAcknowledged] = useState(false)
  return (
    <>
      <SafeTxReview
        chainId={chainId}
        safe={safe}
        tx={tx}
        native={native}
        problems={problems}
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
})
