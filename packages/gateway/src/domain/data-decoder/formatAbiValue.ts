import type { ParamValue } from '@strongroom/protocol'
import type { AbiParameter } from 'viem'

/** The ABI type as the transaction service writes it; tuples spelled out as `(t1,t2)` with any array suffix. */
export function formatAbiType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple') || !('components' in parameter)) return parameter.type
  const inner = parameter.components.map((component) => formatAbiType(component)).join(',')
  return `(${inner})${parameter.type.slice('tuple'.length)}`
}

function elementOf(parameter: AbiParameter): AbiParameter {
  const type = parameter.type.replace(/\[\d*\]$/, '')
  return { ...parameter, type }
}

/**
 * A decoded ABI value as the data decoder returns it: every scalar a string (integers in decimal, bytes in hex,
 * booleans as Python's `True`/`False`, as the transaction service's JSON has them), arrays and tuples as nested arrays.
 */
export function formatAbiValue(parameter: AbiParameter, value: unknown): ParamValue {
  if (/\[\d*\]$/.test(parameter.type)) {
    const element = elementOf(parameter)
    return (value as readonly unknown[]).map((item) => formatAbiValue(element, item))
  }
  if (parameter.type === 'tuple' && 'components' in parameter) {
    const components = parameter.components
    const values = Array.isArray(value)
      ? value
      : components.map((component, index) => (value as Record<string, unknown>)[component.name ?? String(index)])
    return components.map((component, index) => formatAbiValue(component, values[index]))
  }
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString()
  if (typeof value === 'string') return parameter.type.startsWith('bytes') ? value.toLowerCase() : value
  return String(value)
}
