import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog } from './Dialog'

afterEach(cleanup)

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove Alice
      </button>
      {open && (
        <Dialog
          title="Remove Alice?"
          onClose={() => setOpen(false)}
          actions={
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          }
        >
          <p>The entry is deleted from the address book.</p>
        </Dialog>
      )}
    </>
  )
}

describe('Dialog', () => {
  it('opens named by its title, closes on Escape and gives focus back to its opener', () => {
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Remove Alice' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Remove Alice?' })
    expect(dialog.hasAttribute('open')).toBe(true)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
