import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  type Address,
  encodeFunctionData,
  type Hex,
  isHex,
  maxUint256,
  zeroAddress,
} from 'viem'
import { formatAbiItem } from 'viem/utils'
import { Button } from '../../../components/Button'
import { FormField } from '../../../components/FormField'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { contractInfoQuery } from '../../../lib/query/contractInfoQuery'
import type { NewTransactionDraft } from './BatchAction'
import { FlowButtons } from './FlowButtons'
import { parseAbiInput } from './parseAbiInput'
import { parseAmountInput } from './parseAmountInput'
import { exampleOf, type ParameterInput, parseParameterInput } from './parseParameterInput'
import { RecipientField, type RecipientValue } from './RecipientField'
import { shortAddress } from './shortAddress'

/** The flow's name, stored as the proposal's origin. */
export const CONTRACT_INTERACTION_ORIGIN = 'Contract interaction'

/** `name(type,type)`, how the method picker and batch labels name a method. */
const signatureOf = (method: AbiFunction) => formatAbiItem(method)

/**
 * Contract interaction: the contract's ABI pasted (JSON or human-readable) or taken from what the gateway knows of
 * the address; a method picker; one field per parameter, each read by `parseParameterInput` with a precise sentence;
 * the value to send for a payable method; or raw calldata instead. Encoded with viem `encodeFunctionData`.
 */
export function ContractInteractionForm({
  safe: _safe,
  onDraft,
  batchFull,
}: {
  safe: Address
  onDraft(draft: NewTransactionDraft, target: 'review' | 'batch'): void
  batchFull: boolean
}) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const native = useChainInfo().data?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const [contract, setContract] = useState<RecipientValue>({ text: '', error: 'Enter an address.' })
  const [abiText, setAbiText] = useState('')
  const [raw, setRaw] = useState(false)
  const [rawData, setRawData] = useState('')
  const [methodIndex, setMethodIndex] = useState(0)
  const [inputs, setInputs] = useState<Record<string, ParameterInput>>({})
  const [valueText, setValueText] = useState('')
  const [attempted, setAttempted] = useState(false)
  const abiId = useId()
  const methodId = useId()

  const known = useQuery({
    ...contractInfoQuery({ gatewayUrl, chainId }, contract.address ?? zeroAddress),
    enabled: contract.address !== undefined,
  })
  const knownAbi = known.data?.contractAbi?.abi

  const parsedAbi = useMemo(() => {
    if (abiText.trim() === '') return undefined
    try {
      return { ...parseAbiInput(abiText) }
    } catch (error) {
      return { error: (error as Error).message }
    }
  }, [abiText])
  const methods = parsedAbi && 'methods' in parsedAbi ? (parsedAbi.methods ?? []) : []
  const method: AbiFunction | undefined = methods[Math.min(methodIndex, methods.length - 1)]
  const payable = method?.stateMutability === 'payable' || raw

  const value =
    valueText.trim() === '' ? { amount: 0n } : parseAmountInput(valueText, { ...native, balance: maxUint256 })
  const fieldKey = (index: number) => `${method ? signatureOf(method) : ''}#${index}`
  const argumentResults = (method?.inputs ?? []).map((parameter, index) => {
    const input = inputs[fieldKey(index)] ?? (parameter.type === 'bool' ? false : '')
    try {
      return { value: parseParameterInput(parameter, input) }
    } catch (error) {
      return { error: (error as Error).message }
    }
  })
  const rawError =
    raw && !(isHex(rawData.trim(), { strict: true }) && rawData.trim().length % 2 === 0)
      ? 'Enter the data as 0x followed by pairs of hexadecimal digits (0x for none).'
      : undefined

  const submit = (target: 'review' | 'batch') => {
    setAttempted(true)
    if (!contract.address || value.amount === undefined) return
    let data: Hex
    let label: string
    let errorAbi: Abi | undefined
    if (raw) {
      if (rawError) return
      data = rawData.trim() as Hex
      label = `Call ${shortAddress(contract.address)} with ${(data.length - 2) / 2} bytes of data`
    } else {
      if (!method || argumentResults.some((result) => 'error' in result)) return
      data = encodeFunctionData({
        abi: [method],
        functionName: method.name,
        args: argumentResults.map((result) => (result as { value: unknown }).value),
      })
      label = `${method.name}(…) on ${shortAddress(contract.address)}`
      errorAbi = parsedAbi && 'abi' in parsedAbi ? parsedAbi.abi : undefined
    }
    onDraft(
      {
        origin: CONTRACT_INTERACTION_ORIGIN,
        actions: [{ label, call: { to: contract.address, value: payable ? value.amount : 0n, data } }],
        errorAbi,
      },
      target,
    )
  }

  return (
    <form
      className="new-tx-form"
      noValidate
      aria-label="Contract interaction"
      onSubmit={(event) => {
        event.preventDefault()
        submit('review')
      }}
    >
      <RecipientField label="Contract address" value={contract} onChange={setContract} showError={attempted} />
      {known.data && (
        <p className="new-tx__note" data-testid="known-contract">
          The gateway knows this contract as {known.data.displayName || known.data.name}.{' '}
          {knownAbi && (
            <Button size="small" onClick={() => setAbiText(JSON.stringify(knownAbi, null, 2))}>
              Use its ABI
            </Button>
          )}
        </p>
      )}
      <p className="new-tx-form__mode">
        <label>
          <input type="checkbox" checked={raw} onChange={(event) => setRaw(event.target.checked)} /> Enter raw data
          instead of choosing a method
        </label>
      </p>
      {raw ? (
        <FormField label="Data (hex)" error={attempted ? rawError : undefined}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              spellCheck={false}
              value={rawData}
              onChange={(event) => setRawData(event.target.value)}
              data-testid="raw-data-input"
            />
          )}
        </FormField>
      ) : (
        <>
          <FormField
            label="ABI"
            hint="JSON as the compiler or an explorer gives it, or one declaration per line, such as “function transfer(address to, uint256 amount)”."
            error={
              parsedAbi && 'error' in parsedAbi
                ? parsedAbi.error
                : attempted && !parsedAbi
                  ? 'Paste the contract’s ABI (JSON or one function per line).'
                  : undefined
            }
          >
            {(control) => (
              <textarea
                {...control}
                id={abiId}
                rows={6}
                spellCheck={false}
                value={abiText}
                onChange={(event) => {
                  setAbiText(event.target.value)
                  setMethodIndex(0)
                }}
                data-testid="abi-input"
              />
            )}
          </FormField>
          {methods.length > 0 && (
            <FormField label="Method">
              {(control) => (
                <select
                  {...control}
                  id={methodId}
                  value={Math.min(methodIndex, methods.length - 1)}
                  onChange={(event) => setMethodIndex(Number(event.target.value))}
                  data-testid="method-select"
                >
                  {methods.map((entry, index) => (
                    <option key={signatureOf(entry)} value={index}>
                      {signatureOf(entry)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          {method?.inputs.map((parameter, index) => (
            <ParameterField
              key={fieldKey(index)}
              parameter={parameter}
              index={index}
              value={inputs[fieldKey(index)] ?? (parameter.type === 'bool' ? false : '')}
              onChange={(next) => setInputs({ ...inputs, [fieldKey(index)]: next })}
              error={attempted ? (argumentResults[index] as { error?: string }).error : undefined}
            />
          ))}
        </>
      )}
      {payable && (
        <FormField
          label={`Value (${native.symbol})`}
          hint="Sent with the call; empty for none."
          error={attempted ? value.error : undefined}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={valueText}
              onChange={(event) => setValueText(event.target.value)}
              data-testid="value-input"
            />
          )}
        </FormField>
      )}
      <FlowButtons onAddToBatch={() => submit('batch')} batchFull={batchFull} />
    </form>
  )
}

function ParameterField({
  parameter,
  index,
  value,
  onChange,
  error,
}: {
  parameter: AbiParameter
  index: number
  value: ParameterInput
  onChange(value: ParameterInput): void
  error: string | undefined
}) {
  const label = `${parameter.name || `Parameter ${index + 1}`} (${parameter.type === 'tuple' ? formatTuple(parameter) : parameter.type})`
  const composite = parameter.type.endsWith(']') || parameter.type === 'tuple'
  if (parameter.type === 'bool')
    return (
      <FormField label={label} error={error}>
        {(control) => (
          <select
            {...control}
            value={value === true ? 'true' : 'false'}
            onChange={(event) => onChange(event.target.value === 'true')}
            data-testid={`param-${index}`}
          >
            <option value="false">false</option>
            <option value="true">true</option>
          </select>
        )}
      </FormField>
    )
  return (
    <FormField label={label} hint={composite ? `JSON, such as ${exampleOf(parameter)}.` : undefined} error={error}>
      {(control) =>
        composite ? (
          <textarea
            {...control}
            rows={3}
            spellCheck={false}
            value={String(value)}
            onChange={(event) => onChange(event.target.value)}
            data-testid={`param-${index}`}
          />
        ) : (
          <input
            {...control}
            spellCheck={false}
            autoComplete="off"
            value={String(value)}
            onChange={(event) => onChange(event.target.value)}
            data-testid={`param-${index}`}
          />
        )
      }
    </FormField>
  )
}

function formatTuple(parameter: AbiParameter): string {
  const components = (parameter as { components?: readonly AbiParameter[] }).components ?? []
  return `(${components.map((component) => (component.type === 'tuple' ? formatTuple(component) : component.type)).join(', ')})`
}
