import { expect } from 'vitest'

/**
 * Expects `answer` to be the gateway's refusal with `status`: that status and a `{ code: status, message }` body.
 * `label` (a case's name, its URL) stands beside the figures, so a failing case of a table names itself.
 */
export function expectRefused(label: unknown, answer: { status: number; body: unknown }, status: number): void {
  expect({ label, status: answer.status, body: answer.body }).toEqual({
    label,
    status,
    body: { code: status, message: expect.any(String) },
  })
}
