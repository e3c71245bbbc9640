import type { ReactNode } from 'react'
import './FormField.css'

/** The row of buttons under a form (or under a message that asks for a decision). */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="form-layout__actions">{children}</div>
}
