import { useMemo } from 'react'
import { blockies } from './blockies'
import './Identicon.css'

/**
 * An address's blockies picture (the one Safe{Wallet}, MetaMask and block explorers draw), as SVG squares: the one
 * picture of an address everywhere in the app, the connected account's avatar included. Decorative, since the address
 * is always written beside it. SVG, not canvas: crisp at any size and drawn without a canvas in tests.
 */
export function Identicon({ address, size = 24 }: { address: string; size?: number }) {
  const picture = useMemo(() => blockies(address.toLowerCase()), [address])
  return (
    <svg
      className="identicon"
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
