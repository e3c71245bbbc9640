// How much of a Safe's history the gateway holds, and what its node cannot serve: the one notice the dashboard, queue
// and history screens show. Loaded with those screens, never on the landing page.
export { IndexingNotice } from './IndexingNotice'
export { useHistoryComplete } from './useHistoryComplete'
