import { useState } from 'react'

/** An app's icon, if it has an http(s) one that loads; nothing otherwise (a broken image says nothing useful). */
export function SafeAppIcon({ src, size = 40 }: { src: string | undefined; size?: number }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed || !/^https?:\/\//i.test(src)) return <span className="safe-app-icon safe-app-icon--none" />
  return (
    <img
      className="safe-app-icon"
      src={src}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  )
}
