'use client'
import { useEffect, type ReactNode } from 'react'

/**
 * Names the controls Payload's admin renders without one, takes its hidden mouse-only
 * buttons out of the keyboard order, and ties its inputs to their visible labels (ADR
 * 0037). Payload 3.90 gives no prop, slot or translation for them; the fixes are
 * attributes only, on elements Payload made, and go when Payload names them itself.
 */
type Fix = { selector: string; apply: (element: Element) => void }

const name = (label: string) => (element: Element) => element.setAttribute('aria-label', label)

/** The visible label of the field an element belongs to, when it has one. */
function fieldLabelOf(element: Element): HTMLLabelElement | null {
  const field = element.closest('.field-type, [class*="field-type"], .render-fields > div')
  return field?.querySelector('label') ?? null
}

/** Ties an unnamed input to its field's visible label (giving the label an id when it has none). */
function labelledByField(fallback: string) {
  return (element: Element) => {
    const label = fieldLabelOf(element)
    if (label && label.textContent?.trim()) {
      label.id ||= `${element.id || 'field'}-label`
      element.setAttribute('aria-labelledby', label.id)
    } else {
      element.setAttribute('aria-label', fallback)
    }
  }
}

const FIXES: Fix[] = [
  // Buttons of icons or dots only.
  { selector: '.doc-controls__popup .popup-button:not([aria-label])', apply: name('More actions') },
  { selector: '.array-actions__button:not([aria-label])', apply: name('Actions for this row') },
  { selector: '.clipboard-action__popup .popup-button:not([aria-label])', apply: name('Copy or paste') },
  { selector: '.blocks-field__header-action .popup-button:not([aria-label])', apply: name('Actions for all sections') },
  { selector: '.date-time-picker__clear-button:not([aria-label])', apply: name('Clear the date') },
  { selector: '.upload-relationship-details__edit:not([aria-label])', apply: name('Edit the image') },
  { selector: '.upload-relationship-details__remove:not([aria-label])', apply: name('Remove the image') },
  { selector: '.collapsible__drag[role="button"]:not([aria-label])', apply: name('Drag to reorder') },
  { selector: '.restore-version .popup-button:not([aria-label])', apply: name('More ways to restore') },
  // A comparison's collapse button is named by the field it shows (its visible text), not "Collapse".
  { selector: '.diff-collapser__toggle-button[aria-label]', apply: (element) => element.removeAttribute('aria-label') },
  // The document tabs are links in a list that also holds a wrapper: a named group of links instead.
  {
    selector: 'ul.doc-tabs__tabs:not([role])',
    apply: (element) => {
      element.setAttribute('role', 'group')
      element.setAttribute('aria-label', 'Views of this item')
    },
  },
  // A document tab whose name hid its visible count ("Versions 12"): its text names it.
  { selector: 'a.doc-tab[aria-label]', apply: (element) => element.removeAttribute('aria-label') },
  // A select field's clear and open buttons are hidden from screen readers but focusable:
  // the field's own input does both from the keyboard.
  {
    selector: '.rs__indicators [aria-hidden="true"][tabindex="0"], .rs__indicators button[aria-hidden="true"]',
    apply: (element) => element.setAttribute('tabindex', '-1'),
  },
  // Inputs whose label is beside them but not tied to them.
  {
    selector: '.dashboard-breadcrumb-select input[id^="react-select-"]:not([aria-label])',
    apply: name('Choose a view of the dashboard'),
  },
  {
    selector: '.compare-version input[id^="react-select-"]:not([aria-label])',
    apply: name('The version to compare with'),
  },
  {
    selector: 'input[id^="react-select-"][id$="-input"]:not([aria-labelledby]):not([aria-label])',
    apply: labelledByField('Choose'),
  },
  {
    selector: '.date-time-picker input[type="text"]:not([aria-labelledby]):not([aria-label])',
    apply: labelledByField('Date and time'),
  },
  {
    selector: '.ContentEditable__root[role="textbox"]:not([aria-labelledby]):not([aria-label])',
    apply: labelledByField('Text'),
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
    // Once per frame however much the admin re-renders (typing re-renders a lot).
    let scheduled = 0
    const observer = new MutationObserver(() => {
      if (!scheduled) scheduled = requestAnimationFrame(() => ((scheduled = 0), fixAll(document)))
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(scheduled)
    }
  }, [])
  return <>{children}</>
}
