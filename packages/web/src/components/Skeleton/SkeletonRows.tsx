import { Repeat } from './Repeat'
import { Skeleton } from './Skeleton'

/** What a row of each list looks like: its leading picture, its text lines, what stands at its end. */
const ROW_SHAPES = {
  /** Queue, history, messages, the dashboard's transactions: kind icon, what it does and when, a status chip. */
  transaction: { picture: '2rem', lines: ['55%', '30%'], end: 'chip' },
  /** Assets: token logo, name and symbol, the amount and its fiat value at the end. */
  asset: { picture: '2rem', lines: ['40%', '20%'], end: 'amount' },
  /** Address book, owners, proposers: identicon, name, address. */
  address: { picture: '1.75rem', lines: ['35%', '50%'], end: 'none' },
  /** The Safe list: identicon, name and address, its facts as chips. */
  safe: { picture: '2.25rem', lines: ['30%', '45%'], end: 'chip' },
} as const

/** Props of {@link SkeletonRows}. */
export interface SkeletonRowsProps {
  /** Which list the rows stand for. */
  variant: keyof typeof ROW_SHAPES
  /** How many rows; about as many as the list shows on a screen. */
  count?: number
}

/** Placeholder rows shaped like the rows of a list. */
export function SkeletonRows({ variant, count = 3 }: SkeletonRowsProps) {
  const shape = ROW_SHAPES[variant]
  return (
    <div className={`skeleton-rows skeleton-rows--${variant}`}>
      <Repeat count={count}>
        {() => (
          <div className="skeleton-rows__row">
            <Skeleton shape="circle" width={shape.picture} />
            <div className="skeleton-rows__text">
              {shape.lines.map((width) => (
                <Skeleton key={width} width={width} />
              ))}
            </div>
            {shape.end === 'chip' && <Skeleton shape="block" width="5rem" height="1.5rem" />}
            {shape.end === 'amount' && (
              <div className="skeleton-rows__end">
                <Skeleton width="6rem" />
                <Skeleton width="4rem" />
              </div>
            )}
          </div>
        )}
      </Repeat>
    </div>
  )
}
