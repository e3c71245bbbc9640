import type { ReactNode } from 'react'
import './ErrorScreen.css'

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  title: string
  /** One sentence saying what went wrong. */
  message: string
  /** Specific findings, one per line (offending fields, HTTP status). */
  details?: readonly string[]
  /** What the reader can do about it. */
  children?: ReactNode
}

/** Full-page explanation for a failure that stops the app from starting. Never shows a stack trace. */
export function ErrorScreen({ title, message, details = [], children }: ErrorScreenProps) {
  return (
    <main className="error-screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{title}</h1>
      <p role="alert">{message}</p>
      {details.length > 0 && (
        <ul className="error-screen__details" aria-label="Details">
          {details.map((line) => (
            <li key={line}>
              <code>{line}</code>
            </li>
          ))}
        </ul>
      )}
      {children}
    </main>
  )
}
