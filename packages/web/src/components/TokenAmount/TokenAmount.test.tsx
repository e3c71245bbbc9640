import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TokenAmount } from './TokenAmount'

afterEach(cleanup)

describe('TokenAmount', () => {
  it('shows the logo, the figure, the symbol and the fiat value beside them', () => {
    render(
      <TokenAmount
        raw="1500000"
        decimals={6}
        symbol="USDC"
        logoUri="https://tokens.example/usdc.png"
        fiat={{ value: '1.5', currency: 'USD' }}
      />,
    )
    const amount = screen.getByTestId('token-amount-figure')
    expect(amount.textContent).toBe('1.5 USDC$1.50')
    expect(amount.querySelector('img')?.getAttribute('src')).toBe('https://tokens.example/usdc.png')
    // Every digit is shown: nothing to hover for.
    expect(amount.querySelector('[tabindex]')).toBeNull()
  })

  it('leaves the fiat value out when no price is known, and the picture when none is asked for', () => {
    render(<TokenAmount raw="42" decimals={0} symbol="KEY" />)
    const amount = screen.getByTestId('token-amount-figure')
    expect(amount.textContent).toBe('42 KEY')
    expect(amount.querySelector('img, .token-icon')).toBeNull()
  })

  it('puts every digit of a shortened figure one hover or focus away', () => {
    render(<TokenAmount raw="1234567891234567" decimals={6} symbol="dUSD" logoUri={null} />)
    const cut = screen.getByTitle('1,234,567,891.234567 dUSD')
    expect(screen.getByTestId('token-amount-figure').textContent).toBe('1.23B dUSD')
    fireEvent.focus(cut)
    expect(cut.textContent).toBe('1,234,567,891.234567')
    fireEvent.blur(cut)
    expect(cut.textContent).toBe('1.23B')
  })

  it('writes dust as below the smallest figure, with the exact amount on hover, in standard notation too', () => {
    render(<TokenAmount raw="1" decimals={18} symbol="ETH" notation="standard" />)
    expect(screen.getByTestId('token-amount-figure').textContent).toBe('< 0.000001 ETH')
    expect(screen.getByTitle('0.000000000000000001 ETH').getAttribute('tabindex')).toBe('0')
  })
})
