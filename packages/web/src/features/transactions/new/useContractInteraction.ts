import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { zeroAddress } from 'viem'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { contractInfoQuery } from '../../../lib/query/contractInfoQuery'
import { useNativeCurrency } from '../hooks/useNativeCurrency'
import type { NewTransactionDraft } from './BatchAction'
import type { ParameterInput } from './parseParameterInput'
import { type RecipientValue, recipientNames } from './RecipientField'
import { readContractCallForm } from './readContractCallForm'

/**
 * The contract interaction form's state and decisions: what is typed, what the gateway knows of the contract (its name
 * and ABI), the form read by `readContractCallForm`, and `submit`, which hands the draft on once every field holds
 * (and shows every field's sentence from the first attempt on). `ContractInteractionForm` lays out what it returns.
 */
export function useContractInteraction(onDraft: (draft: NewTransactionDraft, target: 'review' | 'batch') => void) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const native = useNativeCurrency()
  const [contract, setContract] = useState<RecipientValue>({ text: '', error: 'Enter an address.' })
  const [abiText, setAbiText] = useState('')
  const [raw, setRaw] = useState(false)
  const [rawData, setRawData] = useState('')
  const [methodIndex, setMethodIndex] = useState(0)
  const [inputs, setInputs] = useState<Record<string, ParameterInput>>({})
  const [valueText, setValueText] = useState('')
  const [attempted, setAttempted] = useState(false)

  const known = useQuery({
    ...contractInfoQuery({ gatewayUrl, chainId }, contract.address ?? zeroAddress),
    enabled: contract.address !== undefined,
  })
  const { symbol, decimals } = native
  const form = useMemo(
    () =>
      readContractCallForm({
        contract: contract.address,
        abiText,
        raw,
        rawData,
        methodIndex,
        inputs,
        valueText,
        native: { symbol, decimals },
      }),
    [contract.address, abiText, raw, rawData, methodIndex, inputs, valueText, symbol, decimals],
  )

  return {
    native,
    contract,
    setContract,
    known: known.data,
    /** The ABI the gateway knows for the contract, offered to fill the field. */
    knownAbi: known.data?.contractAbi?.abi,
    abiText,
    setAbiText: (text: string) => {
      setAbiText(text)
      setMethodIndex(0)
    },
    raw,
    setRaw,
    rawData,
    setRawData,
    setMethodIndex,
    setInput: (key: string, input: ParameterInput) => setInputs((current) => ({ ...current, [key]: input })),
    valueText,
    setValueText,
    /** Sentences show from the first attempt to go on. */
    attempted,
    form,
    submit: (target: 'review' | 'batch') => {
      setAttempted(true)
      const names = recipientNames(contract)
      if (form.draft) onDraft(names ? { ...form.draft, names } : form.draft, target)
    },
  }
}
