import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '../Button'
import { showToast } from '../Toast'

/** How long "Copied!" stays before the button reads "Copy" again. */
const COPIED_MS = 2_000

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string
  /** Accessible name, such as "Copy address"; the visible label is "Copy". */
  label?: string
  size?: 'normal' | 'small'
}

/**
 * Copies `value` to the clipboard: the button says "Copied!" for two seconds and a toast (announced to screen readers)
 * acknowledges it, or says the browser refused and what to do then.
 */
export function CopyButton({ value, label = 'Copy', size = 'small' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), COPIED_MS)
    return () => clearTimeout(timer)
  }, [state])
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => {
        setState('copied')
        showToast('Copied to the clipboard.')
      },
      () => {
        setState('failed')
        showToast('The browser did not allow copying. Select the text and copy it with the keyboard.', 'failed')
      },
    )
  }
  return (
    <Button size={size} onClick={copy} aria-label={state === 'idle' ? label : undefined}>
      {state === 'copied' ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
      <span className="copy-button__label">
        {state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </span>
    </Button>
  )
}
