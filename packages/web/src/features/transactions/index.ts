// The transactions feature's public face. The screen table (app/screens.ts) loads its screens lazily from their files;
// the exports below are for other features (the dashboard; the review and signing for the flows that build new
// transactions). A plain export list, one line per export.

export { describeSafeTxError } from './actions/describeSafeTxError'
export type { SafeTxWallet } from './actions/SafeTxWallet'
export { type SafeTxSignature, signSafeTx } from './actions/signSafeTx'
export { toSafeTxWallet } from './actions/toSafeTxWallet'
export { decodeHexText } from './messages/decodeHexText'
export { isBlindSigningPayload } from './messages/isBlindSigningPayload'
export { MessageContent } from './messages/MessageContent'
export { type SignMessageStep, SignSafeMessageError } from './messages/SignSafeMessageError'
export { type MessageSigner, type SignSafeMessageContext, signSafeMessage } from './messages/signSafeMessage'
export { useSafeMessageFlow } from './messages/useSafeMessageFlow'
export { verifyPreparedSignature } from './messages/verifyPreparedSignature'
export { describeTransaction } from './queue/describeTransaction'
export { PendingSignaturesPanel } from './queue/PendingSignaturesPanel'
export { type QueueActionSlot, QueueList } from './queue/QueueList'
export { QueuePreviewPanel } from './queue/QueuePreviewPanel'
export { type QueueAction, selectQueueAction } from './queue/selectQueueAction'
export { NewTransactionReview, type NewTransactionReviewProps } from './review/NewTransactionReview'
export { SafeTxReview, type SafeTxReviewProps } from './review/SafeTxReview'
