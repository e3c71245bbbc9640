import type { AbiParameter } from 'viem'
import { getAddress, isAddress, isHex, size } from 'viem'
import { ParameterInputError } from './ParameterInputError'

const INTEGER = /^(u?)int(\d*)$/
const FIXED_BYTES = /^bytes(\d+)$/
const ARRAY = /^(.*)\[(\d*)\]$/

/** What a parameter's field holds: text, or for a `bool`, a choice. */
export type ParameterInput = string | boolean

/**
 * Reads what was typed for one parameter of a contract method into the value viem's `encodeFunctionData` takes, with a
 * sentence naming the parameter (and the element, for lists and tuples) when it does not fit
 * (docs/new-transactions.md §Flows, its contract interaction):
 * - `address`: 0x and 40 hex digits; mixed case must carry a valid EIP-55 checksum.
 * - `uint<N>` / `int<N>`: a whole number (decimal, or 0x hex) within the type's bounds.
 * - `bool`: true or false. `string`: any text. `bytes`: 0x hex with whole bytes; `bytes<N>`: exactly N bytes.
 * - lists `T[]` / `T[k]` and tuples: JSON, such as `[1, 2]`, `["0x…", [true, "abc"]]`; a tuple may also be an object
 *   keyed by its component names. Numbers in JSON may be written as strings (large values must be).
 * @throws {ParameterInputError}
 */
export function parseParameterInput(parameter: AbiParameter, input: ParameterInput): unknown {
  const label = parameter.name ? `“${parameter.name}”` : 'This parameter'
  if (isComposite(parameter)) {
    if (typeof input !== 'string' || input.trim() === '')
      throw new ParameterInputError(`${label} is empty: enter it as JSON, such as ${exampleOf(parameter)}.`)
    let json: unknown
    try {
      json = JSON.parse(input)
    } catch {
      throw new ParameterInputError(`${label} is not valid JSON: write it like ${exampleOf(parameter)}.`)
    }
    return readValue(parameter, json, label)
  }
  return readValue(parameter, input, label)
}

function isComposite(parameter: AbiParameter): boolean {
  return ARRAY.test(parameter.type) || parameter.type === 'tuple'
}

/** An example of the JSON a list or tuple takes, for the field's hint and its error sentences. */
export function exampleOf(parameter: AbiParameter): string {
  const array = ARRAY.exec(parameter.type)
  if (array) {
    const element = { ...parameter, type: array[1]! }
    const count = array[2] ? Number(array[2]) : 2
    return `[${Array.from({ length: Math.min(count, 3) }, () => exampleOf(element)).join(', ')}${count > 3 ? ', …' : ''}]`
  }
  if (parameter.type === 'tuple') {
    const components = (parameter as { components?: readonly AbiParameter[] }).components ?? []
    return `[${components.map(exampleOf).join(', ')}]`
  }
  if (parameter.type === 'address') return '"0x…"'
  if (parameter.type === 'bool') return 'true'
  if (parameter.type === 'string') return '"text"'
  if (parameter.type.startsWith('bytes')) return '"0x12ab"'
  return '1'
}

function readValue(parameter: AbiParameter, raw: unknown, where: string): unknown {
  const { type } = parameter
  const array = ARRAY.exec(type)
  if (array) {
    if (!Array.isArray(raw)) throw new ParameterInputError(`${where} must be a list, such as ${exampleOf(parameter)}.`)
    if (array[2] !== '' && raw.length !== Number(array[2]))
      throw new ParameterInputError(`${where} must have exactly ${array[2]} items; it has ${raw.length}.`)
    const element = { ...parameter, type: array[1]! } as AbiParameter
    return raw.map((item, index) => readValue(element, item, `item ${index + 1} of ${where}`))
  }
  if (type === 'tuple') {
    const components = (parameter as { components?: readonly AbiParameter[] }).components ?? []
    const named = components.every((component) => component.name)
    let values: unknown[]
    if (Array.isArray(raw)) values = raw
    else if (named && typeof raw === 'object' && raw !== null)
      values = components.map((component) => (raw as Record<string, unknown>)[component.name!])
    else
      throw new ParameterInputError(
        `${where} must be a list of its ${components.length} fields, such as ${exampleOf(parameter)}.`,
      )
    if (values.length !== components.length)
      throw new ParameterInputError(`${where} has ${components.length} fields; ${values.length} were given.`)
    const read = components.map((component, index) =>
      readValue(
        component,
        values[index],
        `${component.name ? `“${component.name}”` : `field ${index + 1}`} of ${where}`,
      ),
    )
    // viem takes a tuple with named fields as an object, one with unnamed fields as a list.
    return named ? Object.fromEntries(components.map((component, index) => [component.name!, read[index]])) : read
  }
  if (type === 'bool') {
    if (raw === true || raw === 'true') return true
    if (raw === false || raw === 'false') return false
    throw new ParameterInputError(`${capitalized(where)} must be true or false.`)
  }
  if (type === 'string') {
    if (typeof raw !== 'string') throw new ParameterInputError(`${capitalized(where)} must be text.`)
    return raw
  }
  if (typeof raw !== 'string' && !(typeof raw === 'number' && type.includes('int')))
    throw new ParameterInputError(`${capitalized(where)} must be written as text (in quotes inside a list).`)
  const text = String(raw).trim()
  if (type === 'address') {
    if (text === '') throw new ParameterInputError(`${capitalized(where)} is empty: enter an address.`)
    if (!/^0x[0-9a-fA-F]{40}$/.test(text))
      throw new ParameterInputError(
        `${capitalized(where)} must be an address: 0x followed by 40 hexadecimal characters.`,
      )
    if (!isAddress(text))
      throw new ParameterInputError(
        `${capitalized(where)} has an invalid checksum (the mix of upper and lower case letters): check it for typos.`,
      )
    return getAddress(text)
  }
  const integer = INTEGER.exec(type)
  if (integer) return readInteger(text, { signed: integer[1] === '', bits: Number(integer[2] || 256) }, where)
  if (type === 'bytes') {
    if (!isHex(text, { strict: true }) || text.length % 2 !== 0)
      throw new ParameterInputError(`${capitalized(where)} must be bytes: 0x followed by pairs of hexadecimal digits.`)
    return text.toLowerCase()
  }
  const fixed = FIXED_BYTES.exec(type)
  if (fixed) {
    const length = Number(fixed[1])
    if (!isHex(text, { strict: true }) || text.length % 2 !== 0 || size(text as `0x${string}`) !== length)
      throw new ParameterInputError(
        `${capitalized(where)} must be exactly ${length} byte${length === 1 ? '' : 's'}: 0x followed by ${length * 2} hexadecimal digits.`,
      )
    return text.toLowerCase()
  }
  throw new ParameterInputError(`${capitalized(where)} has the type ${type}, which this form cannot fill in.`)
}

function readInteger(text: string, { signed, bits }: { signed: boolean; bits: number }, where: string): bigint {
  const min = signed ? -(2n ** BigInt(bits - 1)) : 0n
  const max = signed ? 2n ** BigInt(bits - 1) - 1n : 2n ** BigInt(bits) - 1n
  const range = `from ${bound(min, bits, signed, 'min')} to ${bound(max, bits, signed, 'max')}`
  if (!/^-?\d+$/.test(text) && !/^0x[0-9a-fA-F]+$/.test(text))
    throw new ParameterInputError(`${capitalized(where)} must be a whole number ${range}.`)
  const value = BigInt(text)
  if (value < min || value > max)
    throw new ParameterInputError(
      `${capitalized(where)} is out of range: ${signed ? 'int' : 'uint'}${bits} takes ${range}.`,
    )
  return value
}

/** A bound in words: small ones in full, large ones as powers of two. */
function bound(value: bigint, bits: number, signed: boolean, which: 'min' | 'max'): string {
  if (bits <= 64) return value.toString()
  if (which === 'min') return signed ? `−2^${bits - 1}` : '0'
  return signed ? `2^${bits - 1} − 1` : `2^${bits} − 1`
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
