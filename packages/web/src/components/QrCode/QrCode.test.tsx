import { cleanup, render, screen } from '@testing-library/react'
import decodeQR from 'qr/decode.js'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode'

afterEach(cleanup)

/** Paints the rendered SVG's modules into an RGBA bitmap, 4 px per module, as a camera would see the screen. */
function rasterize(svg: SVGElement) {
  const modules = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const scale = 4
  const width = modules * scale
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4
        data[offset] = data[offset + 1] = data[offset + 2] = 0
      }
  }
  return { width, height: width, data }
}

describe('QrCode', () => {
  it('draws a code that decodes back to the address', () => {
    const address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
    render(<QrCode value={address} label="QR code of the Safe address" />)
    const svg = screen.getByRole('img', { name: 'QR code of the Safe address' }) as unknown as SVGElement
    expect(decodeQR(rasterize(svg))).toBe(address)
  })
})
