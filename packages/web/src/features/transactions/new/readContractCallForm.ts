import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  type Address,
  encodeFunctionData,
  type Hex,
  isHex,
  maxUint256,
} from 'viem'
import { formatAbiItem } from 'viem/utils'
import type { NewTransactionDraft } from './BatchAction'
import { parseAbiInput } from './parseAbiInput'
import { type AmountInputResult, parseAmountInput } from './parseAmountInput'
import { type ParameterInput, parseParameterInput } from './parseParameterInput'
import { shortAddress } from './shortAddress'

/** The flow's name, stored as the proposal's origin. */
export const CONTRACT_INTERACTION_ORIGIN = 'Contract interaction'

/** What the contract interaction form holds, as typed. */
export interface ContractCallFields {
  /** The contract's address once it reads as one. */
  contract: Address | undefined
  /** The ABI as pasted (JSON or one declaration per line). */
  abiText: string
  /** Raw calldata instead of a method. */
  raw: boolean
  rawData: string
  /** The method picked among the ABI's (clamped to the list). */
  methodIndex: number
  /** Each parameter's input, by {@link parameterKey}. */
  inputs: Readonly<Record<string, ParameterInput>>
  /** The value to send, in the native currency; empty for none. */
  valueText: string
  native: { symbol: string; decimals: number }
}

/** One parameter of the picked method: its input as typed, and the sentence of what is wrong with it. */
export interface ParameterFieldState {
  parameter: AbiParameter
  key: string
  input: ParameterInput
  error: string | undefined
}

/** The form read: what to show, each field's sentence, and the draft once every field holds. */
export interface ContractCallForm {
  methods: AbiFunction[]
  methodIndex: number
  method: AbiFunction | undefined
  /** What is wrong with the pasted ABI. */
  abiError: string | undefined
  /** No ABI is pasted yet (the form says so once the owner tries to go on). */
  abiMissing: boolean
  rawError: string | undefined
  /** A value is sent (a payable method, or raw data). */
  payable: boolean
  value: AmountInputResult
  parameters: ParameterFieldState[]
  /** What the form hands the review or the batch; undefined while a field is missing or wrong. */
  draft: NewTransactionDraft | undefined
}

/** `name(type,type)`, how the method picker and batch labels name a method. */
export const signatureOf = (method: AbiFunction) => formatAbiItem(method)

/** The key of a parameter's input: the method's signature and the parameter's position. */
export const parameterKey = (method: AbiFunction | undefined, index: number) =>
  `${method ? signatureOf(method) : ''}#${index}`

/**
 * Reads the contract interaction form (pure): the ABI by `parseAbiInput`, each parameter by `parseParameterInput`,
 * the value by `parseAmountInput` (only when one is sent), raw data as even-length hex; the draft is the call encoded
 * with viem `encodeFunctionData`, or the raw data, once nothing is wrong.
 */
export function readContractCallForm(fields: ContractCallFields): ContractCallForm {
  const { contract, abiText, raw, rawData, inputs, valueText, native } = fields
  const parsedAbi = readAbi(abiText)
  const methods = parsedAbi?.methods ?? []
  const methodIndex = Math.max(0, Math.min(fields.methodIndex, methods.length - 1))
  const method = methods[methodIndex]
  const payable = method?.stateMutability === 'payable' || raw
  const value: AmountInputResult =
    valueText.trim() === '' ? { amount: 0n } : parseAmountInput(valueText, { ...native, balance: maxUint256 })
  const args: unknown[] = []
  const parameters = (method?.inputs ?? []).map((parameter, index): ParameterFieldState => {
    const key = parameterKey(method, index)
    const input = inputs[key] ?? (parameter.type === 'bool' ? false : '')
    try {
      args.push(parseParameterInput(parameter, input))
      return { parameter, key, input, error: undefined }
    } catch (error) {
      return { parameter, key, input, error: (error as Error).message }
    }
  })
  const data = rawData.trim()
  const rawError =
    raw && !(isHex(data, { strict: true }) && data.length % 2 === 0)
      ? 'Enter the data as 0x followed by pairs of hexadecimal digits (0x for none).'
      : undefined
  const abiError = parsedAbi?.error
  const form = { methods, methodIndex, method, abiError, abiMissing: !parsedAbi, rawError, payable, value, parameters }

  // A value is read only when one is sent: a hidden value field never stops the form.
  const amount = payable ? value.amount : 0n
  if (!contract || amount === undefined) return { ...form, draft: undefined }
  if (raw) {
    if (rawError) return { ...form, draft: undefined }
    const label = `Call ${shortAddress(contract)} with ${(data.length - 2) / 2} bytes of data`
    return { ...form, draft: draftOf(label, { to: contract, value: amount, data: data as Hex }) }
  }
  if (!method || parameters.some(({ error }) => error !== undefined)) return { ...form, draft: undefined }
  const encoded = encodeFunctionData({ abi: [method], functionName: method.name, args })
  const label = `${method.name}(…) on ${shortAddress(contract)}`
  return { ...form, draft: draftOf(label, { to: contract, value: amount, data: encoded }, parsedAbi?.abi) }
}

function readAbi(text: string): { abi?: Abi; methods?: AbiFunction[]; error?: string } | undefined {
  if (text.trim() === '') return undefined
  try {
    return parseAbiInput(text)
  } catch (error) {
    return { error: (error as Error).message }
  }
}

function draftOf(label: string, call: { to: Address; value: bigint; data: Hex }, errorAbi?: Abi): NewTransactionDraft {
  return { origin: CONTRACT_INTERACTION_ORIGIN, actions: [{ label, call }], errorAbi }
}
