'use client'

import { useEffect, useState } from 'react'

import { describeUploadRules, refusalOf, type UploadRules as Rules } from '@/lib/upload-rules'

/**
 * Under the upload box (issue 28, problem 9): what may be uploaded, in words, and a file
 * that breaks the rules refused the moment it is chosen or dropped, with the reason.
 */
export function UploadRules(props: Rules) {
  const { accepted, maxBytes } = props
  const [refusal, setRefusal] = useState<string | null>(null)

  useEffect(() => {
    const check = (file: File | undefined, event: Event, input?: HTMLInputElement) => {
      if (!file) return
      const reason = refusalOf({ name: file.name, size: file.size, type: file.type }, { accepted, maxBytes })
      if (!reason) {
        setRefusal(null)
        return
      }
      // Before the admin's own handlers see the file: nothing of it is kept.
      event.stopPropagation()
      event.preventDefault()
      if (input) input.value = ''
      setRefusal(reason)
    }
    const onChange = (event: Event) => {
      const input = event.target
      if (input instanceof HTMLInputElement && input.type === 'file') check(input.files?.[0], event, input)
    }
    const onDrop = (event: DragEvent) => check(event.dataTransfer?.files?.[0], event)
    document.addEventListener('change', onChange, true)
    document.addEventListener('drop', onDrop, true)
    return () => {
      document.removeEventListener('change', onChange, true)
      document.removeEventListener('drop', onDrop, true)
    }
  }, [accepted, maxBytes])

  return (
    <div style={{ margin: '0 0 1.5rem' }} data-testid="upload-rules">
      <p style={{ margin: 0 }}>{describeUploadRules({ accepted, maxBytes })}</p>
      {refusal ? (
        <p role="alert" style={{ margin: '0.5rem 0 0', color: 'var(--theme-error-500, #b50909)', fontWeight: 600 }}>
          {refusal}
        </p>
      ) : null}
    </div>
  )
}
