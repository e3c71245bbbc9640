import type { ReactNode } from 'react'
import { Button } from '../Button'
import { LoadingState } from '../Skeleton'
import { StaleDataNotice } from '../StaleDataNotice'
import './QueryState.css'

/** The parts of a TanStack Query result that {@link QueryState} reads. */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success'
  data: T | undefined
  error: unknown
  /** When `data` was loaded (epoch ms); TanStack Query's `dataUpdatedAt`. */
  dataUpdatedAt?: number
  refetch(): unknown
}

/** Props of {@link QueryState}. */
export interface QueryStateProps<T> {
  query: QueryLike<T>
  /** What is loading, said to screen readers (and read by tests) while the skeleton shows ("Loading balances…"). */
  loading: string
  /** The skeleton shaped like the content (`SkeletonRows`, `SkeletonFacts`, … of `components/Skeleton`). */
  skeleton?: ReactNode
  /** One sentence saying what could not be loaded ("The balances could not be loaded."). */
  error: string | ((error: unknown) => string)
  /** When true for the data, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * One widget's data states: loading (its skeleton, busy, the sentence for screen readers), error (with a retry that refetches only this widget), empty, or the content.
 * A failing request therefore degrades the widget, never the page. When an update fails after data was loaded (TanStack
 * Query keeps the data and reports `error`), the data stays, marked as not up to date.
 */
export function QueryState<T>({ query, loading, skeleton, error, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.status === 'pending') return <LoadingState label={loading}>{skeleton}</LoadingState>
  if (query.status === 'error' && query.data === undefined) {
    const message = typeof error === 'function' ? error(query.error) : error
    return (
      <div className="query-state query-state--error" role="alert">
        <p>{message}</p>
        <Button size="small" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  const data = query.data as T
  const stale =
    query.status === 'error' ? (
      <StaleDataNotice updatedAt={query.dataUpdatedAt} onRetry={() => query.refetch()} />
    ) : null
  if (isEmpty?.(data))
    return (
      <>
        {stale}
        <div className="query-state query-state--empty">{empty}</div>
      </>
    )
  return (
    <>
      {stale}
      {children(data)}
    </>
  )
}
