import { X } from 'lucide-react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { currentToasts, dismissToast, subscribeToasts, type Toast } from './toastStore'
import './Toaster.css'

/** How long a toast stays, counted while the pointer is not over it and it does not hold the keyboard's focus. */
export const TOAST_MS = 5_000

/**
 * The one place toasts appear (bottom of the window): a polite status region, present from the start so screen
 * readers announce each toast as it is added. Rendered once, by the app with its wallet stack, never on the landing
 * page's first load.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts)
  return (
    <div className="toaster" role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  )
}

function ToastItem({ toast }: { toast: Toast }) {
  const ref = useRef<HTMLDivElement>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = hovered || focused
  // Paused while the pointer is over the toast or the keyboard's focus is in it (its close button): it does not
  // vanish under a person reading or reaching for it.
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const enter = () => setHovered(true)
    const leave = () => setHovered(false)
    const focusIn = () => setFocused(true)
    const focusOut = (event: FocusEvent) => setFocused(element.contains(event.relatedTarget as Node | null))
    element.addEventListener('mouseenter', enter)
    element.addEventListener('mouseleave', leave)
    element.addEventListener('focusin', focusIn)
    element.addEventListener('focusout', focusOut)
    return () => {
      element.removeEventListener('mouseenter', enter)
      element.removeEventListener('mouseleave', leave)
      element.removeEventListener('focusin', focusIn)
      element.removeEventListener('focusout', focusOut)
    }
  }, [])
  useEffect(() => {
    if (paused) return
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS)
    return () => clearTimeout(timer)
  }, [paused, toast.id])
  return (
    <div ref={ref} className={`toast toast--${toast.tone}`} data-testid="toast">
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  )
}
