export { toSafeTxFromTransactionService } from './toSafeTxFromTransactionService'
export { toTransactionServiceTxFields } from './toTransactionServiceTxFields'
export {
  type TransactionServiceMessage,
  transactionServiceMessageConfirmationSchema,
  transactionServiceMessageSchema,
} from './transactionServiceMessageSchema'
export { type TransactionServicePage, transactionServicePageSchema } from './transactionServicePageSchema'
export {
  type TransactionServiceConfirmation,
  type TransactionServiceTransaction,
  transactionServiceConfirmationSchema,
  transactionServiceSignatureTypeSchema,
  transactionServiceTransactionSchema,
} from './transactionServiceTransactionSchema'
