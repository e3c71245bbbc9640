export { type QueryLike, QueryState, type QueryStateProps } from './QueryState'
