/** If-None-Match (RFC 9110 §13.1.2): `*` or a list of entity tags, compared weakly (a `W/` prefix is ignored). */
export function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
