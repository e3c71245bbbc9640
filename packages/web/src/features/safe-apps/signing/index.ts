// Signing requests of Safe Apps (sendTransactions, signMessage, signTypedMessage): what the host shows in its sheet.
export { SafeAppSignRequest, type SafeAppSignRequestProps } from './SafeAppSignRequest'
