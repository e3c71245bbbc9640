import { type Abi, type AbiFunction, parseAbi } from 'viem'
import { ParameterInputError } from './ParameterInputError'

/**
 * The methods a pasted ABI offers for a transaction: JSON (an array, or an object with an `abi` array as explorers
 * and build tools write it) or human-readable lines (`function transfer(address to, uint256 amount)`, viem
 * `parseAbi`). Read-only methods (view, pure) are left out: a transaction cannot use their result.
 * @throws {ParameterInputError} with a sentence when the text is neither, or holds no method to call.
 */
export function parseAbiInput(text: string): { abi: Abi; methods: AbiFunction[] } {
  const trimmed = text.trim()
  if (trimmed === '') throw new ParameterInputError('Paste the contract’s ABI (JSON or one function per line).')
  let abi: Abi
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let json: unknown
    try {
      json = JSON.parse(trimmed)
    } catch {
      throw new ParameterInputError('The ABI is not valid JSON: paste it exactly as the compiler or explorer gives it.')
    }
    const list = Array.isArray(json) ? json : (json as { abi?: unknown }).abi
    if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'object' || entry === null || !('type' in entry)))
      throw new ParameterInputError('The ABI must be a JSON list of entries, each with a “type”.')
    abi = list as Abi
  } else {
    const lines = trimmed
      .split('\n')
      .map((line) => line.trim().replace(/;$/, ''))
      .filter(Boolean)
    try {
      abi = parseAbi(lines)
    } catch {
      throw new ParameterInputError(
        'The ABI could not be read: write one declaration per line, such as “function transfer(address to, uint256 amount)”.',
      )
    }
  }
  const methods = abi.filter(
    (entry): entry is AbiFunction =>
      entry.type === 'function' &&
      typeof entry.name === 'string' &&
      Array.isArray(entry.inputs) &&
      entry.stateMutability !== 'view' &&
      entry.stateMutability !== 'pure',
  )
  if (methods.length === 0)
    throw new ParameterInputError('This ABI has no method that changes anything (only read-only ones, or none).')
  return { abi, methods }
}
