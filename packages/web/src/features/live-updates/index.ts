export { LiveUpdatesNotice } from './LiveUpdatesNotice'
export { SafeLiveUpdates } from './SafeLiveUpdates'
export { useSafeLiveUpdates } from './useSafeLiveUpdates'
