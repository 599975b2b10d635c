import type React from 'react'

/**
 * The body of the error and not-found pages. Styled by globals.css (.status-message),
 * not a CSS module: with inline CSS, every boundary that imports a module repeats that
 * module's whole stylesheet in each page's payload.
 */
export function StatusMessage({ kind, title, children }: { kind: string; title: string; children: React.ReactNode }) {
  return (
    <div className="page-width status-message">
      <p className="status-message-kind">{kind}</p>
      <h1 className="status-message-title">{title}</h1>
      {children}
    </div>
  )
}
