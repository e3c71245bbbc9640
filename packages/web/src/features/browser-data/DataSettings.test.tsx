import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataSettings } from './DataSettings'

const SAFE = '0x0000000000000000000000000000000000000001'
const OTHER = '0x0000000000000000000000000000000000000002'

function pick(text: string, name = 'strongroom-data.json') {
  const input = screen.getByTestId('browser-data-import-file') as HTMLInputElement
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/json' })] } })
}

const exportOf = (stores: Record<string, unknown>) =>
  JSON.stringify({ format: 'strongroom-browser-data', version: 1, exportedAt: '2026-11-28T04:00:00.000Z', stores })

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Settings → Data', () => {
  it('exports what the browser keeps as one versioned JSON file, and nothing it does not carry', async () => {
    localStorage.setItem('strongroom.addedSafes.1337', JSON.stringify([{ address: SAFE, name: 'Treasury' }]))
    localStorage.setItem('wagmi.store', '{"state":1}')
    const blobs: Blob[] = []
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          blobs.push(blob)
          return 'blob:x'
        }
        static override revokeObjectURL() {}
      },
    )
    render(<DataSettings reload={() => {}} />)
    fireEvent.click(screen.getByTestId('browser-data-export'))
    const file = JSON.parse(await blobs[0]!.text())
    expect(file).toMatchObject({ format: 'strongroom-browser-data', version: 1 })
    expect(file.stores).toEqual({ 'strongroom.addedSafes.1337': [{ address: SAFE, name: 'Treasury' }] })
    expect(screen.getByTestId('browser-data-exported').textContent).toBe('Exported.')
  })

  it('previews an import, writes only after the confirmation, keeps what was there, and reloads', async () => {
    localStorage.setItem('strongroom.addedSafes.1337', JSON.stringify([{ address: SAFE, name: 'Mine' }]))
    const reload = vi.fn()
    render(<DataSettings reload={reload} />)
    pick(
      exportOf({
        'strongroom.addedSafes.1337': [
          { address: SAFE, name: 'Theirs' },
          { address: OTHER, name: 'Ops' },
        ],
      }),
    )
    const preview = await screen.findByTestId('browser-data-preview')
    expect(preview.textContent).toContain('Safes added on chain 1337')
    expect(preview.textContent).toContain(`Added:Ops (${OTHER})`)
    expect(preview.textContent).toContain(`Kept as this browser has it (the file differs):Mine (${SAFE})`)
    expect(JSON.parse(localStorage.getItem('strongroom.addedSafes.1337')!)).toHaveLength(1)
    fireEvent.click(screen.getByTestId('browser-data-confirm'))
    expect(JSON.parse(localStorage.getItem('strongroom.addedSafes.1337')!)).toEqual([
      { address: SAFE, name: 'Mine' },
      { address: OTHER, name: 'Ops' },
    ])
    expect(reload).toHaveBeenCalledOnce()
  })

  it('refuses a bad file with a sentence and changes nothing', async () => {
    localStorage.setItem('strongroom.blindSigning', 'false')
    render(<DataSettings reload={() => {}} />)
    pick(
      exportOf({
        'strongroom.blindSigning': true,
        'strongroom.addressBook': [{ chainId: 1, address: '0x12', name: 'A' }],
      }),
    )
    await waitFor(() =>
      expect(screen.getByTestId('browser-data-refused').textContent).toBe(
        'This export’s “Address book” is damaged at 0.address: must be a 0x-prefixed 20-byte hex address. Nothing was imported.',
      ),
    )
    expect(screen.queryByTestId('browser-data-preview')).toBeNull()
    expect(localStorage.getItem('strongroom.blindSigning')).toBe('false')
    expect(localStorage.getItem('strongroom.addressBook')).toBeNull()
  })
})
