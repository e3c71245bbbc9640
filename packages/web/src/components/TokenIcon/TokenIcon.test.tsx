import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TokenIcon } from './TokenIcon'

afterEach(cleanup)

describe('TokenIcon', () => {
  it('draws the logo of an https: or image data: address', () => {
    const { container } = render(<TokenIcon logoUri="https://tokens.example/t.png" symbol="T" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://tokens.example/t.png')
  })

  it('draws the symbol’s letter, kept out of the text around it, without a logo, for another scheme or a failed image', () => {
    const { container, rerender } = render(<TokenIcon logoUri="javascript:alert(1)" symbol="dUSD" size="small" />)
    const letter = () => container.querySelector('.token-icon--letter')
    expect(letter()?.getAttribute('data-letter')).toBe('D')
    expect(container.textContent).toBe('')
    rerender(<TokenIcon logoUri={null} symbol="" />)
    expect(letter()?.getAttribute('data-letter')).toBe('?')
    rerender(<TokenIcon logoUri="https://tokens.example/gone.png" symbol="eth" />)
    fireEvent.error(container.querySelector('img')!)
    expect(letter()?.getAttribute('data-letter')).toBe('E')
  })
})
