export { type AddDelegateBody, addDelegateBodySchema, delegateLabelSchema } from './addDelegateBodySchema'
export {
  ADDRESS_BOOK_NAME_MAX_LENGTH,
  type AddressBookEntryInput,
  addressBookEntryInputSchema,
  addressBookNameSchema,
} from './addressBookEntryInputSchema'
export { type AddressBookEntry, addressBookEntrySchema } from './addressBookEntrySchema'
export { type AddressInfo, addressInfoSchema } from './addressInfoSchema'
export { addressInputSchema } from './addressInputSchema'
export { addressStringSchema } from './addressStringSchema'
export { buildProposeTransactionBody, type ProposeTransactionRequest } from './buildProposeTransactionBody'
export { chainIdSchema } from './chainIdSchema'
export { type ChainInfo, chainInfoSchema, type GasPrice } from './chainInfoSchema'
export { checksumAddressSchema } from './checksumAddressSchema'
export { type Collectible, type CollectiblePage, collectiblePageSchema, collectibleSchema } from './collectibleSchema'
export { type ConfirmSafeMessageBody, confirmSafeMessageBodySchema } from './confirmSafeMessageBodySchema'
export { type ContractInfo, contractInfoSchema } from './contractInfoSchema'
export {
  createServerSentEventParser,
  type ParsedServerSentEvent,
  type ServerSentEventParser,
} from './createServerSentEventParser'
export {
  type DataDecoded,
  type DataDecodedParameter,
  dataDecodedParameterSchema,
  dataDecodedSchema,
  type InternalTransaction,
  internalTransactionSchema,
  type ParamValue,
  paramValueSchema,
} from './dataDecodedSchema'
export { type DataDecoderRequest, dataDecoderRequestSchema } from './dataDecoderRequestSchema'
export { decimalStringSchema } from './decimalStringSchema'
export { type Delegate, type DelegatesPage, delegateSchema, delegatesPageSchema } from './delegateSchema'
export {
  type DeleteDelegateBody,
  type DeleteDelegateV1Body,
  deleteDelegateBodySchema,
  deleteDelegateV1BodySchema,
} from './deleteDelegateBodySchema'
export { describeNodeLimit } from './describeNodeLimit'
export {
  type DetailedExecutionInfo,
  detailedExecutionInfoSchema,
  type MultisigConfirmation,
  type MultisigExecutionDetails,
  moduleExecutionDetailsSchema,
  multisigConfirmationSchema,
  multisigExecutionDetailsSchema,
} from './detailedExecutionInfoSchema'
export {
  type ExecutionInfo,
  executionInfoSchema,
  type MultisigExecutionInfo,
  moduleExecutionInfoSchema,
  multisigExecutionInfoSchema,
} from './executionInfoSchema'
export { type FiatCodes, fiatCodesSchema } from './fiatCodesSchema'
export { type GatewayError, gatewayErrorSchema } from './gatewayErrorSchema'
export { getDelegateTotp } from './getDelegateTotp'
export { delegateTypes, getDelegateTypedData } from './getDelegateTypedData'
export { getSafeTxFromDetails } from './getSafeTxFromDetails'
export { hashStringSchema } from './hashStringSchema'
export { hexStringSchema } from './hexStringSchema'
export {
  type ImportFromTransactionServiceBody,
  importFromTransactionServiceBodySchema,
} from './importFromTransactionServiceBodySchema'
export { type IndexingStatus, indexingStatusSchema } from './indexingStatusSchema'
export { type MasterCopy, masterCopySchema } from './masterCopySchema'
export { type Nonces, noncesSchema } from './noncesSchema'
export { MAX_PROPOSAL_NONCE, nonceValueSchema } from './nonceValueSchema'
export { operationSchema } from './operationSchema'
export { type OwnedSafes, ownedSafesSchema } from './ownedSafesSchema'
export { type Page, pageSchema } from './pageSchema'
export { parseProposalOrigin } from './parseProposalOrigin'
export { parseProposeTransactionBody, type SafeTxProposal } from './parseProposeTransactionBody'
export { type ProposeSafeMessageBody, proposeSafeMessageBodySchema } from './proposeSafeMessageBodySchema'
export { type ProposeTransactionBody, proposeTransactionBodySchema } from './proposeTransactionBodySchema'
export {
  type DeviceType,
  deviceTypeSchema,
  type RegisterDeviceBody,
  registerDeviceBodySchema,
  type SafeRegistration,
  safeRegistrationSchema,
} from './registerDeviceBodySchema'
export { type SafeAppInfo, safeAppInfoSchema } from './safeAppInfoSchema'
export {
  type SafeApp,
  type SafeAppAccessControl,
  safeAppAccessControlSchema,
  safeAppSchema,
  safeAppsSchema,
} from './safeAppSchema'
export {
  type Balance,
  balanceSchema,
  type SafeBalanceResponse,
  safeBalanceResponseSchema,
} from './safeBalanceResponseSchema'
export {
  SAFE_EVENT_STREAM_EVENTS,
  type SafeChangeEventData,
  type SafeChangeKind,
  type SafeChangeReason,
  type SafeEventsHello,
  type SafeEventsReset,
  safeChangeEventDataSchema,
  safeChangeKindSchema,
  safeChangeReasonSchema,
  safeEventsHelloSchema,
  safeEventsResetSchema,
} from './safeEventStreamSchema'
export {
  type NodeLimit,
  nodeLimitSchema,
  type SafeIndexingStatus,
  safeIndexingStatusSchema,
} from './safeIndexingStatusSchema'
export {
  type ImplementationVersionState,
  implementationVersionStateSchema,
  type SafeInfo,
  safeInfoSchema,
} from './safeInfoSchema'
export {
  type SafeMessageListItem,
  type SafeMessagePage,
  safeMessageListItemSchema,
  safeMessagePageSchema,
} from './safeMessagePageSchema'
export {
  type SafeMessageConfirmation,
  type SafeMessageContentWire,
  type SafeMessageDetails,
  type SafeMessageItem,
  type SafeMessageStatus,
  safeMessageConfirmationSchema,
  safeMessageContentSchema,
  safeMessageDetailsSchema,
  safeMessageItemSchema,
  safeMessageStatusSchema,
} from './safeMessageSchema'
export { type SafeOverview, safeOverviewSchema } from './safeOverviewSchema'
export {
  type SafeTxGasEstimationRequest,
  safeTxGasEstimationRequestSchema,
} from './safeTxGasEstimationRequestSchema'
export { type SafeTxGasEstimation, safeTxGasEstimationSchema } from './safeTxGasEstimationSchema'
export { type SettingsInfo, settingsInfoSchema } from './settingsInfoSchema'
export { type TokenInfo, tokenInfoSchema } from './tokenInfoSchema'
export { toSafeMessageContent } from './toSafeMessageContent'
export { type TransactionData, transactionDataSchema } from './transactionDataSchema'
export { type TransactionDetails, transactionDetailsSchema } from './transactionDetailsSchema'
export {
  type CreationTransactionInfo,
  type CustomTransactionInfo,
  creationTransactionInfoSchema,
  customTransactionInfoSchema,
  type DetailsUnavailable,
  detailsUnavailableSchema,
  type SettingsChangeTransactionInfo,
  settingsChangeTransactionInfoSchema,
  type TransactionInfo,
  type TransferTransactionInfo,
  transactionInfoSchema,
  transferTransactionInfoSchema,
} from './transactionInfoSchema'
export {
  type ConflictType,
  conflictHeaderItemSchema,
  conflictTypeSchema,
  dateLabelItemSchema,
  labelItemSchema,
  type TransactionItem,
  type TransactionListItem,
  type TransactionListPage,
  transactionItemSchema,
  transactionListItemSchema,
  transactionListPageSchema,
} from './transactionListItemSchema'
export {
  type TransactionServiceImportItem,
  type TransactionServiceImportReport,
  transactionServiceImportItemSchema,
  transactionServiceImportReportSchema,
} from './transactionServiceImportReportSchema'
export { type TransactionStatus, transactionStatusSchema } from './transactionStatusSchema'
export { type TransactionSummary, transactionSummarySchema } from './transactionSummarySchema'
export { type TransferInfo, transferInfoSchema } from './transferInfoSchema'
export {
  MAX_TYPED_DATA_DEPTH,
  MAX_TYPED_DATA_TYPES,
  MAX_TYPED_DATA_VALUES,
  storedTypedDataSchema,
  type TypedDataMessage,
  typedDataSchema,
} from './typedDataSchema'
export { uintValueSchema } from './uintValueSchema'
export {
  MAX_HIDDEN_TOKEN_CHAINS,
  MAX_HIDDEN_TOKENS_PER_CHAIN,
  type UserSettingsInput,
  userSettingsInputSchema,
} from './userSettingsInputSchema'
export { type UserSettings, userSettingsSchema } from './userSettingsSchema'
