import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RuntimeConfigError } from '../lib/RuntimeConfigError'
import { StartupErrorScreen } from './StartupErrorScreen'

afterEach(cleanup)

describe('StartupErrorScreen', () => {
  it('explains an invalid runtime configuration field by field', () => {
    const error = new RuntimeConfigError('The runtime configuration is invalid.', 'invalid', [
      'chainId: Invalid input: expected number, received string',
      'rpcUrl: must be an absolute http(s) or ws(s) URL',
    ])
    render(<StartupErrorScreen error={error} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Strongroom cannot start')
    expect(screen.getByRole('alert').textContent).toBe('The runtime configuration is invalid.')
    const details = screen.getByRole('list', { name: 'Details' })
    expect([...details.querySelectorAll('li')].map((item) => item.textContent)).toEqual(error.issues)
    expect(screen.getByText(/must answer/).textContent).toContain('/config.json')
  })

  it('shows a sentence, not the stack, for an unexpected error', () => {
    const error = new Error('boom')
    render(<StartupErrorScreen error={error} />)
    expect(screen.getByRole('alert').textContent).toBe('Oops, something went wrong while starting the app.')
    expect(document.body.textContent).not.toContain('boom')
    expect(document.body.textContent).not.toMatch(/\bat .*:\d+:\d+/)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
