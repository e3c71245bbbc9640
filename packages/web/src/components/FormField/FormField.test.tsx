import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FormField } from './FormField'

afterEach(cleanup)

describe('FormField', () => {
  it('labels the control and describes it by its hint', () => {
    render(
      <FormField label="Safe address" hint="The 0x address.">
        {(control) => <input {...control} />}
      </FormField>,
    )
    const input = screen.getByLabelText('Safe address')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('The 0x address.')
  })

  it('marks the control invalid and describes it by the error first', () => {
    render(
      <FormField label="Name" hint="Up to 50 characters." error="Enter a name.">
        {(control) => <input {...control} />}
      </FormField>,
    )
    const input = screen.getByLabelText('Name')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Enter a name.', 'Up to 50 characters.'])
    expect(screen.getByRole('alert').textContent).toBe('Enter a name.')
  })
})
