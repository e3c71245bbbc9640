import {
  type DataDecoded,
  decodeSettingsChange,
  type TransactionInfo,
  type TransferTransactionInfo,
} from '@strongroom/protocol'
import { type Address, getAddress, isAddress, isAddressEqual } from 'viem'
import { dataSizeOf, type SafeCall } from './SafeCall'
import { decodeCall, type TransactionMappingContext } from './TransactionMappingContext'
import { toSettingsInfo } from './toSettingsInfo'

const ERC20_TRANSFER_METHODS = new Set(['transfer', 'transferFrom'])
const ERC721_TRANSFER_METHODS = new Set(['transfer', 'transferFrom', 'safeTransferFrom'])

function parameterValue(decoded: DataDecoded, position: number): string | null {
  const value = decoded.parameters?.[position]?.value
  return typeof value === 'string' ? value : null
}

function asAddress(value: string | null): Address | null {
  return value !== null && isAddress(value, { strict: false }) ? getAddress(value) : null
}

/** A token `transfer`/`transferFrom`/`safeTransferFrom` the Safe sends or receives, as a Transfer txInfo; else null. */
function tokenTransferInfo(
  call: SafeCall,
  decoded: DataDecoded,
  context: TransactionMappingContext,
): TransferTransactionInfo | null {
  const token = context.tokens.get(call.to)
  if (!token || (token.type !== 'ERC20' && token.type !== 'ERC721')) return null
  const methods = token.type === 'ERC20' ? ERC20_TRANSFER_METHODS : ERC721_TRANSFER_METHODS
  if (!methods.has(decoded.method)) return null
  // transfer(to, amount) moves the caller's tokens; the others name the owner first.
  const isTransfer = decoded.method === 'transfer'
  const sender = isTransfer ? context.safe.address : asAddress(parameterValue(decoded, 0))
  const recipient = asAddress(parameterValue(decoded, isTransfer ? 0 : 1))
  const amount = parameterValue(decoded, isTransfer ? 1 : 2)
  if (!sender || !recipient || amount === null) return null
  const outgoing = isAddressEqual(sender, context.safe.address)
  const incoming = isAddressEqual(recipient, context.safe.address)
  if (!outgoing && !incoming) return null
  return {
    type: 'Transfer',
    humanDescription: null,
    sender: context.addressInfo(sender),
    recipient: context.addressInfo(recipient),
    direction: outgoing ? 'OUTGOING' : 'INCOMING',
    transferInfo:
      token.type === 'ERC20'
        ? {
            type: 'ERC20',
            tokenAddress: token.address,
            value: amount,
            tokenName: token.name,
            tokenSymbol: token.symbol,
            logoUri: token.logoUri,
            decimals: token.decimals,
            trusted: token.trusted,
            imitation: false,
          }
        : {
            type: 'ERC721',
            tokenAddress: token.address,
            tokenId: amount,
            tokenName: token.name,
            tokenSymbol: token.symbol,
            logoUri: token.logoUri,
            trusted: token.trusted,
          },
  }
}

function customInfo(
  call: SafeCall,
  decoded: DataDecoded | null,
  isCancellation: boolean,
  context: TransactionMappingContext,
): TransactionInfo {
  const batch = decoded?.method === 'multiSend' ? decoded.parameters?.[0]?.valueDecoded : null
  return {
    type: 'Custom',
    humanDescription: null,
    to: context.addressInfo(call.to),
    dataSize: String(dataSizeOf(call.data)),
    value: call.value.toString(),
    methodName: decoded?.method ?? null,
    actionCount: batch ? batch.length : null,
    isCancellation,
  }
}

/**
 * `txInfo` of a multisig or module call, classified in CGW's order (`transaction-info.mapper.ts`, docs/gateway-api.md §5.2):
 * 1. value with data, or a DELEGATECALL → Custom;
 * 2. value without data → native Transfer out of the Safe;
 * 3. a settings method called by the Safe on itself → SettingsChange;
 * 4. an ERC-20/721 transfer method on a known token with the Safe as sender or recipient → Transfer;
 * 5. anything else → Custom.
 */
export function buildTransactionInfo(
  call: SafeCall,
  context: TransactionMappingContext,
  { isCancellation = false }: { isCancellation?: boolean } = {},
): TransactionInfo {
  const dataSize = dataSizeOf(call.data)
  const decoded = decodeCall(context, call.data, call.to)
  if ((call.value > 0n && dataSize > 0) || call.operation !== 0) return customInfo(call, decoded, false, context)
  if (call.value > 0n) {
    return {
      type: 'Transfer',
      humanDescription: null,
      sender: context.addressInfo(context.safe.address),
      recipient: context.addressInfo(call.to),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: call.value.toString() },
    }
  }
  if (decoded && dataSize > 0 && isAddressEqual(call.to, context.safe.address)) {
    const change = safeDecodeSettingsChange(call)
    if (change) {
      return {
        type: 'SettingsChange',
        humanDescription: null,
        dataDecoded: decoded,
        settingsInfo: toSettingsInfo(change, context.addressInfo),
      }
    }
  }
  if (decoded) {
    const transfer = tokenTransferInfo(call, decoded, context)
    if (transfer) return transfer
  }
  return customInfo(call, decoded, isCancellation, context)
}

function safeDecodeSettingsChange(call: SafeCall) {
  try {
    return decodeSettingsChange({ data: call.data })
  } catch {
    // A settings selector with arguments that do not decode is just an odd custom call.
    return null
  }
}
