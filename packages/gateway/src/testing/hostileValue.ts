import fc from 'fast-check'

/**
 * A value meant to break a route: a JSON value of any shape, one nested far deeper than JSON.stringify can write, raw
 * text (a URL fragment that is not percent-encoded, a body that is not JSON), a query parameter repeated, or nothing.
 */
export type HostileValue =
  | { kind: 'json'; value: unknown }
  | { kind: 'deep'; depth: number; object: boolean }
  | { kind: 'raw'; text: string }
  | { kind: 'repeated'; values: string[] }
  | { kind: 'absent' }

const UINT256_OVERFLOW = 2n ** 256n
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '👋'.slice(0, 1),
  '👋',
  '\u202eevil',
  'İﬃß',
  '\ufeff1',
  '1e21',
  '100000000000000000000',
  '9223372036854775808',
  '18446744073709551616',
  '9007199254740993',
  (UINT256_OVERFLOW - 1n).toString(),
  UINT256_OVERFLOW.toString(),
  '9'.repeat(400),
  '-1',
  '-0',
  '+1',
  '1.5',
  '0x',
  '0x0',
  `0x${'f'.repeat(64)}`,
  `0x${'0'.repeat(40)}`,
  `0x${'ab'.repeat(65)}`,
  'NaN',
  'Infinity',
  'null',
  'true',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999-14:00',
  '2024-02-30',
  '275760-09-13T00:00:00Z',
  'limit=20&offset=1e21',
  'limit=20&offset=9223372036854775808',
  'limit=1e21&offset=-1',
  'limit=0&offset=9007199254740992',
  "' or 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'x'.repeat(100_000),
]
const HOSTILE_NUMBERS = [0, -1, -0, 1.5, 1e21, 2 ** 53 + 2, 2 ** 63, Number.MAX_VALUE, Number.MIN_VALUE, 4294967296]
const HOSTILE_OTHERS = [
  null,
  true,
  false,
  [],
  {},
  [[[]]],
  [null],
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  { $gt: '' },
]
/** Not percent-encoded: a lone `%`, an invalid escape, an overlong NUL, a CESU-8 surrogate, bare invalid UTF-8. */
const RAW_TEXTS = ['%', '%zz', '%C0%80', '%ED%A0%80', '%FF%FE', '%00', 'a%2Fb', '{', '[1,', '{"a":1e999999}', 'null']

/**
 * Hostile values for one input, mostly from the fixed lists above (the values that broke or could break a route:
 * numbers beyond 2^53, 2^63 and 2^256, dates Postgres cannot hold, U+0000, lone surrogates, huge and deep values,
 * wrong types), the rest random: any string (lone surrogates included), any JSON value, any integer as text.
 */
export function hostileValue(): fc.Arbitrary<HostileValue> {
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value): HostileValue => ({ kind: 'json', value }))
  return fc.oneof(
    { weight: 6, arbitrary: json(fc.constantFrom(...HOSTILE_STRINGS)) },
    { weight: 2, arbitrary: json(fc.constantFrom(...HOSTILE_NUMBERS, ...HOSTILE_OTHERS)) },
    {
      weight: 1,
      arbitrary: fc
        .record({ depth: fc.constantFrom(100, 10_000, 100_000), object: fc.boolean() })
        .map((deep): HostileValue => ({ kind: 'deep', ...deep })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_TEXTS).map((text): HostileValue => ({ kind: 'raw', text })) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom('1', '', '\u0000', 'true'), { minLength: 2, maxLength: 3 })
        .map((values): HostileValue => ({ kind: 'repeated', values })),
    },
    { weight: 1, arbitrary: fc.constant<HostileValue>({ kind: 'absent' }) },
    { weight: 2, arbitrary: json(fc.string({ unit: 'binary', maxLength: 40 })) },
    { weight: 1, arbitrary: json(fc.jsonValue({ maxDepth: 4 })) },
    { weight: 1, arbitrary: json(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }).map(String)) },
  )
}

/** `value` as JSON text; deep values are written without recursion. */
export function hostileJsonText(value: HostileValue): string | undefined {
  switch (value.kind) {
    case 'json':
      return JSON.stringify(value.value) ?? 'null'
    case 'deep':
      return value.object
        ? `${'{"a":'.repeat(value.depth)}0${'}'.repeat(value.depth)}`
        : `${'['.repeat(value.depth)}${']'.repeat(value.depth)}`
    case 'raw':
      return JSON.stringify(value.text)
    case 'repeated':
      return JSON.stringify(value.values)
    case 'absent':
      return undefined
  }
}

/**
 * Percent-encodes `text` for a URL. A lone surrogate, which encodeURIComponent refuses, is written as the three bytes
 * UTF-8 would give it (invalid UTF-8, as a hostile client may send).
 */
export function encodeUrlText(text: string): string {
  let encoded = ''
  for (const char of text) {
    const unit = char.charCodeAt(0)
    encoded +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char)
  }
  return encoded
}

/**
 * Longest text put in a URL: Node refuses request heads above 16 KiB with a bare 431 before any route runs, so longer
 * values would test Node, not the gateway.
 */
const MAX_URL_TEXT = 4_000

/** `value` as the texts of a URL input (several for a repeated query parameter), already percent-encoded. */
export function hostileUrlTexts(value: HostileValue): string[] {
  switch (value.kind) {
    case 'json': {
      const text = typeof value.value === 'string' ? value.value : (JSON.stringify(value.value) ?? String(value.value))
      return [encodeUrlText(text.slice(0, MAX_URL_TEXT))]
    }
    case 'deep':
      return [encodeUrlText(hostileJsonText(value)!.slice(0, MAX_URL_TEXT))]
    case 'raw':
      return [value.text]
    case 'repeated':
      return value.values.map(encodeUrlText)
    case 'absent':
      return []
  }
}

/** A short description of `value` for a failure message. */
export function describeHostileValue(value: HostileValue): string {
  const text = value.kind === 'deep' ? `${value.object ? 'object' : 'array'} nested ${value.depth} deep` : null
  const shown = text ?? JSON.stringify(value)
  return shown.length > 200 ? `${shown.slice(0, 200)}… (${shown.length} characters)` : shown
}

/**
 * Hostile variants of a valid value, tried on every input besides the random ones: the value with U+0000, with a lone
 * surrogate, with its numbers made huge (2^63, 1e21: offsets, nonces, amounts) or its first one zero (year 0), a number
 * beyond 2^53, or a
 * structure nested 10,000 deep.
 */
export function hostileVariants(example: unknown): HostileValue[] {
  const json = (value: unknown): HostileValue => ({ kind: 'json', value })
  if (typeof example === 'string') {
    const variants = [`${example}\u0000`, `${example.slice(0, 1)}\ud800${example.slice(1)}`]
    if (/\d/.test(example))
      variants.push(
        example.replace(/\d+/g, '9223372036854775808'),
        example.replace(/\d+/g, '1e21'),
        example.replace(/\d+/, (digits) => '0'.repeat(digits.length)),
      )
    return variants.map(json)
  }
  if (typeof example === 'number') return [2 ** 63, 1e21, -1, example + 0.5].map(json)
  if (example !== null && typeof example === 'object') return [{ kind: 'deep', depth: 10_000, object: true }]
  return [json('\u0000')]
}
