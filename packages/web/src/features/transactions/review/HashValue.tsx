import { CopyButton } from '../../../components/CopyButton'

/**
 * A 32-byte hash as hardware wallets show it for comparison: every character, in groups of four, monospace, with a
 * copy button. Screen readers get it whole.
 */
export function HashValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const groups = value.replace(/^0x/, '').match(/.{1,4}/g) ?? []
  return (
    <div className="safe-tx-review__hash" data-testid={testId} data-value={value}>
      <dt>{label}</dt>
      <dd>
        <code className="safe-tx-review__hash-value">
          <span className="visually-hidden">{value}</span>
          <span aria-hidden="true">
            0x{' '}
            {groups.map((group, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the groups are positions of one fixed string
              <span key={index}>{group} </span>
            ))}
          </span>
        </code>
        <CopyButton value={value} label={`Copy the ${label.toLowerCase()}`} />
      </dd>
    </div>
  )
}
