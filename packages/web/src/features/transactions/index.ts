// The transactions feature's public face. The route table (app/routes.ts) loads its screens lazily from their files;
// the exports below are for other features (the dashboard). A plain export list, one line per export.
export { describeTransaction } from './queue/describeTransaction'
export { PendingSignaturesPanel } from './queue/PendingSignaturesPanel'
export { type QueueActionSlot, QueueList } from './queue/QueueList'
export { QueuePreviewPanel } from './queue/QueuePreviewPanel'
export { type QueueAction, selectQueueAction } from './queue/selectQueueAction'
