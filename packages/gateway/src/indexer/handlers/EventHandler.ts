import type { SafeEventName, SafeEventOf } from '../decode/SafeEvent'
import type { ReduceEnv, SafeState } from '../state/SafeState'
import type { RangeContext } from '../write/RangeContext'

type Reducers = { [K in SafeEventName]?: (state: SafeState, event: SafeEventOf<K>, env: ReduceEnv) => SafeState }
type Writers = { [K in SafeEventName]?: (ctx: RangeContext, event: SafeEventOf<K>) => void | Promise<void> }

/**
 * How one family of Safe events is indexed. `reduce` is the pure state transition replayed after reorgs; `write`
 * queues the rows the event produces (RangeContext.rows); it reads nothing from the database. Several families may react to one event.
 */
export type EventHandler = { name: string; reduce?: Reducers; write?: Writers }
