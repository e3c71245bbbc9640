import type { CSSProperties } from 'react'
import './Skeleton.css'

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `line`: a line of text; `circle`: an icon or identicon; `block`: a picture, a field, a chip. */
  shape?: 'line' | 'circle' | 'block'
  /** CSS width (a line's share of its row, a circle's diameter). */
  width?: string
  /** CSS height; a line takes the height of the text around it. */
  height?: string
  className?: string
}

/**
 * One grey placeholder standing where a piece of content will be, gently pulsing (still under
 * `prefers-reduced-motion: reduce`). Decorative: the busy state is said by {@link LoadingState}.
 */
export function Skeleton({ shape = 'line', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {}
  if (width) style.width = width
  if (height) style.height = height
  if (shape === 'circle' && width) style.height = width
  const classes = ['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')
  return <span className={classes} style={style} />
}
