export { EmptyState, type EmptyStateProps } from './EmptyState'
export { type QueryLike, QueryState, type QueryStateProps } from './QueryState'
