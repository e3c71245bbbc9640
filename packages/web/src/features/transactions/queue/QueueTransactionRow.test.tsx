import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNERS, queuedTransactionFixture } from '../../../testing/gatewayFixtures'
import { QueueTransactionRow } from './QueueTransactionRow'

afterEach(cleanup)

const row = (confirmationsSubmitted: number, confirmationsRequired = 2) => {
  const transaction = queuedTransactionFixture(5, [OWNERS[1]])
  transaction.executionInfo = {
    type: 'MULTISIG',
    nonce: 5,
    confirmationsRequired,
    confirmationsSubmitted,
    missingSigners: null,
  }
  render(
    <ul>
      <QueueTransactionRow transaction={transaction} description="Send 1 ETH" action={null} />
    </ul>,
  )
}

describe('QueueTransactionRow', () => {
  it('marks a proposal without any confirmation as unsigned (docs/web-security.md §2.4)', () => {
    row(0)
    expect(screen.getByTestId('queue-unsigned').textContent).toBe('Unsigned proposal')
    cleanup()
    row(1)
    expect(screen.queryByTestId('queue-unsigned')).toBeNull()
  })

  it('starts with its kind, says when it was proposed and counts confirmations in words', () => {
    row(1)
    const item = screen.getByTestId('queue-transaction')
    expect(item.firstElementChild?.getAttribute('data-kind')).toBe('send')
    const time = screen.getByTestId('relative-time')
    expect(time.tagName).toBe('TIME')
    expect(time.getAttribute('dateTime')).toBe(new Date(1_700_000_000_000).toISOString())
    expect(time.getAttribute('title')).toMatch(/2023/)
    expect(time.textContent).toMatch(/ago$/)
    expect(screen.getByTestId('queue-confirmations').textContent).toBe('1 of 2 signed')
    expect(screen.getByTestId('queue-status').textContent).toBe('Needs confirmations')
    expect(screen.getByTestId('queue-status').className).toContain('tag--warning')
  })

  it('shows the exact time while the time has the focus', () => {
    row(1)
    const time = screen.getByTestId('relative-time')
    fireEvent.focus(time)
    expect(time.textContent).toBe(time.getAttribute('title'))
    fireEvent.blur(time)
    expect(time.textContent).toMatch(/ago$/)
  })

  it('words confirmations beyond the threshold naturally and fills the ring', () => {
    row(3)
    const chip = screen.getByTestId('queue-confirmations')
    expect(chip.textContent).toBe('3 signed, 2 needed')
    expect(chip.querySelector('[data-share]')?.getAttribute('data-share')).toBe('1')
    cleanup()
    row(1, 4)
    expect(screen.getByTestId('queue-confirmations').querySelector('[data-share]')?.getAttribute('data-share')).toBe(
      '0.25',
    )
  })

  it('expands in place to what renderDetails draws, and folds again', () => {
    render(
      <ul>
        <QueueTransactionRow
          transaction={queuedTransactionFixture(5, [OWNERS[1]])}
          description="Send 1 ETH"
          action={null}
          renderDetails={() => <p>the reviewed call</p>}
        />
      </ul>,
    )
    const toggle = screen.getByRole('button', { name: 'Show details of Send 1 ETH' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByText('the reviewed call')).toBeNull()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.textContent).toBe('the reviewed call')
    fireEvent.click(screen.getByRole('button', { name: 'Hide details of Send 1 ETH' }))
    expect(screen.queryByText('the reviewed call')).toBeNull()
  })
})
