'use client'
import { useEffect, type ReactNode } from 'react'

/**
 * Names the few controls Payload's admin renders without one, and takes its hidden
 * mouse-only buttons out of the keyboard order (ADR 0037). Payload 3.90 gives no prop,
 * slot or translation for them; the fix is attributes only, on elements Payload made,
 * and goes when Payload names them itself.
 */
const FIXES: { selector: string; apply: (element: Element) => void }[] = [
  {
    // The ⋮ menu of a document (Create new, Duplicate, Delete…): a button with three dots and no name.
    selector: '.doc-controls__popup .popup-button:not([aria-label])',
    apply: (element) => element.setAttribute('aria-label', 'More actions'),
  },
  {
    // A select field's clear and open buttons are hidden from screen readers but focusable:
    // the field's own input does both from the keyboard.
    selector: '.rs__indicators [aria-hidden="true"][tabindex="0"], .rs__indicators button[aria-hidden="true"]',
    apply: (element) => element.setAttribute('tabindex', '-1'),
  },
  {
    // On a phone the document's details (last saved, created) scroll sideways: keyboard users must reach them.
    selector: '.doc-controls__content:not([tabindex])',
    apply: (element) => {
      element.setAttribute('tabindex', '0')
      element.setAttribute('role', 'region')
      element.setAttribute('aria-label', 'Document details')
    },
  },
]

function fixAll(root: ParentNode) {
  for (const { selector, apply } of FIXES) root.querySelectorAll(selector).forEach(apply)
}

export function NamedControls({ children }: { children?: ReactNode }) {
  useEffect(() => {
    fixAll(document)
    const observer = new MutationObserver(() => fixAll(document))
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
