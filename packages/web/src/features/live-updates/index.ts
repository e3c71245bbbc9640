export { LiveUpdatesNotice } from './LiveUpdatesNotice'
export { SafeLiveUpdates } from './SafeLiveUpdates'
