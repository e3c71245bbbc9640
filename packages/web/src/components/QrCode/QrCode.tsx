import encodeQR from 'qr'
import { useMemo } from 'react'

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string
  /** Rendered width and height in CSS pixels. */
  size?: number
  /** Accessible description, such as "QR code of the Safe address". */
  label: string
}

/**
 * `value` as a QR code (ISO/IEC 18004, medium error correction), drawn as one SVG path so it stays sharp at any size.
 * The encoder is paulmillr's `qr`, the one RainbowKit already ships for its own QR codes.
 */
export function QrCode({ value, size = 200, label }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const grid = encodeQR(value, 'raw', { ecc: 'medium', border: 2 })
    let d = ''
    grid.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, modules: grid.length }
  }, [value])
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      {/* Scanners need dark modules on a light background, whatever the page theme. */}
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
