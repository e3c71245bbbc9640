import { Component, type ErrorInfo, type ReactNode } from 'react'

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** Rendered instead of the children after a render error or a failed lazy chunk; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode
  children: ReactNode
}

interface ErrorBoundaryState {
  failed: boolean
}

/**
 * Contains a render error (or a screen whose code failed to download) to its part of the page, with a retry.
 * Remount it with a `key` (the path) to clear the error on navigation.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for whoever opens the console; the user sees the fallback's sentence.
    console.warn('A part of the page failed to render:', error, info.componentStack)
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }))
    return this.props.children
  }
}
