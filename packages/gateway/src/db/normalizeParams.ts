/** Makes parameters mean the same to both drivers: bigint → decimal text (numeric columns), undefined → null. */
export function normalizeParams(params: unknown[] | undefined): unknown[] | undefined {
  if (!params) return params
  return params.map(normalizeParam)
}

function normalizeParam(value: unknown): unknown {
  if (value === undefined) return null
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map(normalizeParam)
  return value
}
