/**
 * A plain-text table: first column left-aligned, the others right-aligned (figures), columns two spaces apart,
 * a rule under the header.
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], indent = '  '): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    indent +
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd()
  const rule = indent + widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(header), rule, ...rows.map(line)].join('\n')
}
