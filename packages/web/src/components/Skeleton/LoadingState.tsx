import type { ReactNode } from 'react'
import { SkeletonLines } from './SkeletonLines'
import './Skeleton.css'

/** Props of {@link LoadingState}. */
export interface LoadingStateProps {
  /** What is loading, in a sentence ("Loading the queue…"): hidden, read by screen readers and tests. */
  label: string
  /** The skeleton shaped like the content (`SkeletonRows`, `SkeletonGrid`, …); a few lines of text by default. */
  children?: ReactNode
  className?: string
}

/**
 * The place of content that is loading: its skeleton, drawn for the eye only, and the sentence saying what loads as
 * a polite status for screen readers. The place itself is `aria-busy`, so assistive technology and tests know the
 * content is not there yet.
 */
export function LoadingState({ label, children, className }: LoadingStateProps) {
  return (
    <div className={className ? `loading-state ${className}` : 'loading-state'} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="loading-state__shape" aria-hidden="true">
        {children ?? <SkeletonLines />}
      </div>
    </div>
  )
}
