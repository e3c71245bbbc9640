import { type ReactNode, useEffect, useId, useRef } from 'react'
import './Dialog.css'

/** Props of {@link Dialog}. */
export interface DialogProps {
  title: string
  /** Called when the user dismisses it: Escape, or a button that calls it. */
  onClose(): void
  children: ReactNode
  /** The buttons under the content. */
  actions?: ReactNode
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` traps focus and makes the page behind inert, Escape closes
 * it (reported through `onClose`), and focus returns to the element that had it before. Rendered while open: mount it
 * to open, unmount it to close.
 */
export function Dialog({ title, onClose, children, actions }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined
    // Without showModal (older engines, happy-dom) the dialog opens inline.
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '')
    const onCancel = (event: Event) => {
      event.preventDefault()
      close.current()
    }
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('cancel', onCancel)
      if (typeof element.close === 'function' && element.open) element.close()
      opener?.focus()
    }
  }, [])

  return (
    // Escape arrives as the dialog's cancel event in browsers; the key handler covers engines without it.
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          close.current()
        }
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      {actions && <div className="dialog__actions">{actions}</div>}
    </dialog>
  )
}
