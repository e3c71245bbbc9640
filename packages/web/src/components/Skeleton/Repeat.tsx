import { Fragment, type ReactNode } from 'react'

/** `children` drawn `count` times, for placeholders: they have no identity, only a position. */
export function Repeat({ count, children }: { count: number; children: (index: number) => ReactNode }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder is its position
    <Fragment key={index}>{children(index)}</Fragment>
  ))
}
