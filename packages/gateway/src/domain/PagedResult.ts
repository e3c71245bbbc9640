/** One slice of a list and how many items the whole list has (routes turn it into a cursor page). */
export type PagedResult<T> = { items: T[]; total: number }

/** Which slice of a list to return. */
export type PageWindow = { limit: number; offset: number }
