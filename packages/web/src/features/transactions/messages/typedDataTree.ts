/** One field of EIP-712 typed data as the screen shows it: its name, its declared type, and a value or sub-fields. */
export interface TypedDataNode {
  name: string
  /** The EIP-712 type the types declare for it; undefined for a field the types do not describe. */
  type: string | undefined
  /** A leaf's value as text. */
  value?: string
  /** The fields of a struct, or the entries of an array (named `[0]`, `[1]`…). */
  children?: TypedDataNode[]
}

type Types = Record<string, ReadonlyArray<{ name: string; type: string }>>

const ARRAY_SUFFIX = /\[\d*\]$/

function leafText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

function node(name: string, type: string | undefined, value: unknown, types: Types): TypedDataNode {
  if (type && ARRAY_SUFFIX.test(type)) {
    const element = type.replace(ARRAY_SUFFIX, '')
    const entries = Array.isArray(value) ? value : []
    return { name, type, children: entries.map((entry, index) => node(`[${index}]`, element, entry, types)) }
  }
  const fields = type ? types[type] : undefined
  if (fields) {
    const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
    return { name, type, children: fields.map((field) => node(field.name, field.type, record[field.name], types)) }
  }
  if (!type && typeof value === 'object' && value !== null) {
    const entries = Array.isArray(value)
      ? value.map((entry, index) => [`[${index}]`, entry] as const)
      : Object.entries(value)
    return { name, type, children: entries.map(([key, entry]) => node(key, undefined, entry, types)) }
  }
  return { name, type, value: leafText(value) }
}

/**
 * EIP-712 typed data as trees of fields for display: the domain (typed by `EIP712Domain` when the types declare it)
 * and the message (typed by its primary type), each field with its declared type, structs and arrays as sub-trees.
 */
export function typedDataTree(typedData: {
  types: Types
  primaryType?: string | undefined
  domain: Record<string, unknown>
  message: Record<string, unknown>
}): { primaryType: string | undefined; domain: TypedDataNode[]; message: TypedDataNode[] } {
  const { types, primaryType, domain, message } = typedData
  const fieldsOf = (typeName: string | undefined, value: Record<string, unknown>) =>
    node('', typeName && types[typeName] ? typeName : undefined, value, types).children ?? []
  return {
    primaryType,
    domain: fieldsOf('EIP712Domain', domain),
    message: fieldsOf(primaryType, message),
  }
}
