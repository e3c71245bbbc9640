// The transactions feature's public face. The route table (app/routes.ts) loads its screens lazily from their files;
// the exports below are for other features (the dashboard; the review and signing for the flows that build new
// transactions). A plain export list, one line per export.

export { SafeTxReview, type SafeTxReviewProps } from './details/SafeTxReview'
export { buildNewSafeTx } from './flows/buildNewSafeTx'
export { describeSafeTxError } from './flows/describeSafeTxError'
export type { NewSafeTxCall } from './flows/NewSafeTxCall'
export { NewTransactionReview, type NewTransactionReviewProps } from './flows/NewTransactionReview'
export type { SafeTxWallet } from './flows/SafeTxWallet'
export { type SafeTxSignature, signSafeTx } from './flows/signSafeTx'
export { toSafeTxWallet } from './flows/toSafeTxWallet'
export { decodeHexText } from './messages/decodeHexText'
export { MessageContent } from './messages/MessageContent'
export { type SignMessageStep, SignSafeMessageError } from './messages/SignSafeMessageError'
export { type MessageSigner, type SignSafeMessageContext, signSafeMessage } from './messages/signSafeMessage'
export { describeTransaction } from './queue/describeTransaction'
export { PendingSignaturesPanel } from './queue/PendingSignaturesPanel'
export { type QueueActionSlot, QueueList } from './queue/QueueList'
export { QueuePreviewPanel } from './queue/QueuePreviewPanel'
export { type QueueAction, selectQueueAction } from './queue/selectQueueAction'
