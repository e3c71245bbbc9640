// The transactions feature's public face. The screen table (app/screens.ts) loads its screens lazily from their files;
// the exports below are what other features use (the dashboard's panels; the reviews and message signing for the
// settings and Safe-app flows). A plain export list, one line per export.

export { SafeTxFlowError } from './actions/errors/SafeTxFlowError'
export type { SafeTxFlowContext } from './actions/SafeTxFlowContext'
export { signSafeTx } from './actions/signSafeTx'
export { isFlowBusy } from './hooks/isFlowBusy'
export { useQueuedTransactions } from './hooks/useQueuedTransactions'
export { useSafeTxFlow } from './hooks/useSafeTxFlow'
export { isBlindSigningPayload } from './messages/isBlindSigningPayload'
export { MessageContent } from './messages/MessageContent'
export { type SignMessageStep, SignSafeMessageError } from './messages/SignSafeMessageError'
export { type MessageSigner, type SignSafeMessageContext, signSafeMessage } from './messages/signSafeMessage'
export { useSafeMessageFlow } from './messages/useSafeMessageFlow'
export { verifyPreparedSignature } from './messages/verifyPreparedSignature'
export { parseAmountInput } from './new/parseAmountInput'
export { RecipientField, type RecipientValue } from './new/RecipientField'
export { PendingSignaturesPanel } from './queue/PendingSignaturesPanel'
export { QueuePreviewPanel } from './queue/QueuePreviewPanel'
export { selectAwaitingMySignature } from './queue/selectAwaitingMySignature'
export { FlowStatus } from './review/FlowStatus'
export { NewTransactionReview } from './review/NewTransactionReview'
export { SafeTxReview } from './review/SafeTxReview'
