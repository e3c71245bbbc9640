import type { AddressInfo, DataDecoded, ParamValue, TransactionData } from '@strongroom/protocol'
import { getAddress, isAddress } from 'viem'
import { findKnownContract } from '../../address-info/knownContracts'
import type { SafeCall } from './SafeCall'
import { decodeCall, type TransactionMappingContext } from './TransactionMappingContext'

function addressesIn(value: ParamValue): string[] {
  if (Array.isArray(value)) return value.flatMap(addressesIn)
  return isAddress(value, { strict: false }) ? [value] : []
}

/** Every address among decoded `address` parameters, and the targets and parameters of MultiSend inner calls. */
function collectAddresses(decoded: DataDecoded | null): string[] {
  if (!decoded?.parameters) return []
  return decoded.parameters.flatMap((parameter) => [
    ...(parameter.type.startsWith('address') ? addressesIn(parameter.value) : []),
    ...(parameter.valueDecoded ?? []).flatMap((inner) => [inner.to, ...collectAddresses(inner.dataDecoded)]),
  ])
}

function hasNestedDelegateCall(decoded: DataDecoded | null): boolean {
  return Boolean(
    decoded?.parameters?.some((parameter) =>
      (parameter.valueDecoded ?? []).some((inner) => inner.operation === 1 || hasNestedDelegateCall(inner.dataDecoded)),
    ),
  )
}

/**
 * `txData` of transaction details (docs/gateway-api.md §5.4): the raw and decoded call, `trustedDelegateCallTarget` (only for
 * DELEGATECALL: the target is a library trusted for it and no inner call delegates again) and the index of named
 * addresses found in the parameters.
 */
export function buildTransactionData(call: SafeCall, context: TransactionMappingContext): TransactionData {
  const dataDecoded = decodeCall(context, call.data, call.to)
  const index: Record<string, AddressInfo> = {}
  for (const address of collectAddresses(dataDecoded)) {
    const info = context.addressInfo(getAddress(address))
    if (info.name !== null) index[info.value] = info
  }
  return {
    hexData: call.data === '0x' ? null : call.data,
    dataDecoded,
    to: context.addressInfo(call.to),
    value: call.value.toString(),
    operation: call.operation,
    trustedDelegateCallTarget:
      call.operation === 1
        ? findKnownContract(call.to)?.trustedForDelegateCall === true && !hasNestedDelegateCall(dataDecoded)
        : null,
    addressInfoIndex: Object.keys(index).length > 0 ? index : null,
  }
}
