import type { SafeEvent } from '../decode/SafeEvent'
import { eventHandlers } from '../handlers/eventHandlers'
import type { ReduceEnv, SafeState } from './SafeState'

/** Applies one event to a Safe's state through every handler family that reduces it (pure). */
export function reduceSafeState(state: SafeState, event: SafeEvent, env: ReduceEnv): SafeState {
  let next = state
  for (const handler of eventHandlers) {
    const reduce = handler.reduce?.[event.event] as
      | ((state: SafeState, event: SafeEvent, env: ReduceEnv) => SafeState)
      | undefined
    if (reduce) next = reduce(next, event, env)
  }
  return next === state ? state : { ...next, updatedBlock: event.blockNumber }
}
