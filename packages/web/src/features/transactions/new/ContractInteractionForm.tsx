import { useId } from 'react'
import type { AbiParameter } from 'viem'
import { Button } from '../../../components/Button'
import { FormField } from '../../../components/FormField'
import type { NewTransactionDraft } from './BatchAction'
import { FlowButtons } from './FlowButtons'
import { exampleOf, type ParameterInput } from './parseParameterInput'
import { RecipientField } from './RecipientField'
import { signatureOf } from './readContractCallForm'
import { useContractInteraction } from './useContractInteraction'

/**
 * Contract interaction: the contract's ABI pasted (JSON or human-readable) or taken from what the gateway knows of
 * the address; a method picker; one field per parameter, each read by `parseParameterInput` with a precise sentence;
 * the value to send for a payable method; or raw calldata instead. `useContractInteraction` decides (encoded with
 * viem `encodeFunctionData` by `readContractCallForm`); this lays out.
 */
export function ContractInteractionForm({
  onDraft,
  batchFull,
}: {
  onDraft(draft: NewTransactionDraft, target: 'review' | 'batch'): void
  batchFull: boolean
}) {
  const flow = useContractInteraction(onDraft)
  const { form, attempted, native } = flow
  const abiId = useId()
  const methodId = useId()

  return (
    <form
      className="new-tx-form"
      noValidate
      aria-label="Contract interaction"
      onSubmit={(event) => {
        event.preventDefault()
        flow.submit('review')
      }}
    >
      <RecipientField
        label="Contract address"
        value={flow.contract}
        onChange={flow.setContract}
        showError={attempted}
      />
      {flow.known && (
        <p className="new-tx__note" data-testid="known-contract">
          The gateway knows this contract as {flow.known.displayName || flow.known.name}.{' '}
          {flow.knownAbi && (
            <Button size="small" onClick={() => flow.setAbiText(JSON.stringify(flow.knownAbi, null, 2))}>
              Use its ABI
            </Button>
          )}
        </p>
      )}
      <p className="new-tx-form__mode">
        <label>
          <input type="checkbox" checked={flow.raw} onChange={(event) => flow.setRaw(event.target.checked)} /> Enter raw
          data instead of choosing a method
        </label>
      </p>
      {flow.raw ? (
        <FormField label="Data (hex)" error={attempted ? form.rawError : undefined}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              spellCheck={false}
              value={flow.rawData}
              onChange={(event) => flow.setRawData(event.target.value)}
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
              form.abiError ??
              (attempted && form.abiMissing ? 'Paste the contract’s ABI (JSON or one function per line).' : undefined)
            }
          >
            {(control) => (
              <textarea
                {...control}
                id={abiId}
                rows={6}
                spellCheck={false}
                value={flow.abiText}
                onChange={(event) => flow.setAbiText(event.target.value)}
                data-testid="abi-input"
              />
            )}
          </FormField>
          {form.methods.length > 0 && (
            <FormField label="Method">
              {(control) => (
                <select
                  {...control}
                  id={methodId}
                  value={form.methodIndex}
                  onChange={(event) => flow.setMethodIndex(Number(event.target.value))}
                  data-testid="method-select"
                >
                  {form.methods.map((entry, index) => (
                    <option key={signatureOf(entry)} value={index}>
                      {signatureOf(entry)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          {form.parameters.map(({ parameter, key, input, error }, index) => (
            <ParameterField
              key={key}
              parameter={parameter}
              index={index}
              value={input}
              onChange={(next) => flow.setInput(key, next)}
              error={attempted ? error : undefined}
            />
          ))}
        </>
      )}
      {form.payable && (
        <FormField
          label={`Value (${native.symbol})`}
          hint="Sent with the call; empty for none."
          error={attempted ? form.value.error : undefined}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={flow.valueText}
              onChange={(event) => flow.setValueText(event.target.value)}
              data-testid="value-input"
            />
          )}
        </FormField>
      )}
      <FlowButtons onAddToBatch={() => flow.submit('batch')} batchFull={batchFull} />
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
