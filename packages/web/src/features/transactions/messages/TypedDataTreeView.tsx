import type { TypedDataNode } from './typedDataTree'

/** Fields of typed data as nested lists: name, declared type, and the value or the sub-fields. */
export function TypedDataTreeView({ nodes }: { nodes: readonly TypedDataNode[] }) {
  return (
    <ul className="transactions-messages__tree">
      {nodes.map((field) => (
        <li key={field.name} className="transactions-messages__field" data-testid="typed-data-field">
          <span className="transactions-messages__field-name">{field.name}</span>
          {field.type && <span className="transactions-messages__field-type">{field.type}</span>}
          {field.children ? (
            <TypedDataTreeView nodes={field.children} />
          ) : (
            <span className="transactions-messages__field-value">{field.value}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
