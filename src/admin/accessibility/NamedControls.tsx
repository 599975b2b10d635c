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

/** A list row's checkbox, named by the row it selects ("Select Stratus"). */
function selectRowName(element: Element) {
  const row = element.closest('tr')
  const title = row?.querySelector('td:not([class*="_select"]) a, td:not([class*="_select"])')?.textContent?.trim()
  element.setAttribute('aria-label', title ? `Select ${title}` : 'Select this row')
}

/** An input whose label points at another id (Payload's drawers number their fields' ids). */
function labelledByFieldWhenOrphaned(element: Element) {
  if (element.id && document.querySelector(`label[for="${CSS.escape(element.id)}"]`)) return
  labelledByField('Text')(element)
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
  // An image inside rich text: its icon buttons to choose another image and to take it out.
  {
    selector: '.LexicalEditorTheme__upload__swap-drawer-toggler:not([aria-label])',
    apply: name('Choose another image'),
  },
  {
    selector: '.LexicalEditorTheme__upload__removeButton:not([aria-label])',
    apply: name('Remove the image from the text'),
  },
  // Its preview: the file's name is written beside it, so the picture itself is decorative.
  {
    selector: '.LexicalEditorTheme__upload__media img:not([alt])',
    apply: (element) => element.setAttribute('alt', ''),
  },
  {
    selector: '.LexicalEditorTheme__upload__upload-drawer-toggler:not([aria-label])',
    apply: name('Edit how the image shows here'),
  },
  { selector: '.collapsible__drag[role="button"]:not([aria-label])', apply: name('Drag to reorder') },
  { selector: '.restore-version .popup-button:not([aria-label])', apply: name('More ways to restore') },
  // The arrow beside a button such as Publish, opening more ways to do it (schedule).
  {
    selector: '.btn--withPopup .popup-button:not([aria-label])',
    apply: (element) => {
      // "Publish changes" → "Other ways to publish": its own name, not one that contains the button's.
      const verb = element.closest('.btn--withPopup')?.querySelector('.btn__label')?.textContent?.trim().split(/\s+/)[0]
      element.setAttribute('aria-label', verb ? `Other ways to ${verb.toLowerCase()}` : 'More options')
    },
  },
  // A list's page arrows.
  { selector: '.clickable-arrow--left:not([aria-label])', apply: name('Previous page') },
  { selector: '.clickable-arrow--right:not([aria-label])', apply: name('Next page') },
  // A list's checkboxes carry an empty name (the select-all one names itself by its own id).
  {
    selector: 'input#select-all:not([data-named])',
    apply: (element) => {
      element.setAttribute('aria-label', 'Select all rows on this page')
      element.removeAttribute('aria-labelledby')
      element.setAttribute('data-named', '')
    },
  },
  {
    selector: '.select-row input[type="checkbox"]:not([data-named])',
    apply: (element) => {
      selectRowName(element)
      element.setAttribute('data-named', '')
    },
  },
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
    selector:
      '.drawer .field-type input[id^="field-"]:not([aria-labelledby]):not([aria-label]), .drawer .field-type textarea[id^="field-"]:not([aria-labelledby]):not([aria-label])',
    apply: labelledByFieldWhenOrphaned,
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
