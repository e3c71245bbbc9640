import { useMemo } from 'react'
import { blockies } from './blockies'

/** An address's blockies picture, drawn as SVG squares: decorative, since the address is always written beside it. */
export function Identicon({ address, size = 24 }: { address: string; size?: number }) {
  const picture = useMemo(() => blockies(address.toLowerCase()), [address])
  return (
    <svg
      className="address-display__identicon"
      width={size}
      height={size}
      viewBox={`0 0 ${picture.size} ${picture.size}`}
      shapeRendering="crispEdges"
      aria-hidden="true"
      data-testid="identicon"
    >
      <rect width={picture.size} height={picture.size} fill={picture.background} />
      {picture.cells.map((cell, index) =>
        cell === 0 ? null : (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: the cells are a fixed grid; the index is the position.
            key={index}
            x={index % picture.size}
            y={Math.floor(index / picture.size)}
            width={1}
            height={1}
            fill={cell === 1 ? picture.color : picture.spot}
          />
        ),
      )}
    </svg>
  )
}
