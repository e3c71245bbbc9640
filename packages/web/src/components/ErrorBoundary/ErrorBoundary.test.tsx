import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './ErrorBoundary'

afterEach(cleanup)

let explode = true
function Fragile() {
  if (explode) throw new Error('render failed')
  return <p>Rendered</p>
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a crashed part and renders it again on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(
      <div>
        <p>Outside</p>
        <ErrorBoundary
          fallback={(retry) => (
            <button type="button" onClick={retry}>
              Retry part
            </button>
          )}
        >
          <Fragile />
        </ErrorBoundary>
      </div>,
    )
    expect(screen.getByText('Outside')).toBeTruthy()
    explode = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry part' }))
    expect(screen.getByText('Rendered')).toBeTruthy()
  })
})
