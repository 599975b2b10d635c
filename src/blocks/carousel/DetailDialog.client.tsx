'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { CloseButton } from '@/components/close-button/CloseButton'
import { SiteLink } from '@/components/site-link/SiteLink'
import { isAllowedVideoFrame, isVideoFileUrl } from '@/lib/video'

import styles from './Carousel.module.css'
import type { CarouselCard } from './view'

const VIDEO_MESSAGES = {
  notFound: 'Video file not found.',
  loading: 'Loading Video...',
  unsupported: 'Your browser does not support the video tag.',
} as const

type Props = { card: CarouselCard; isVideo: boolean; onClose: () => void }

const FOCUSABLE = 'a[href], button:not(:disabled), video[controls], iframe, [tabindex]:not([tabindex="-1"])'

/** Keeps Tab inside the dialog: from the last control to the first and back. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE))
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The detail dialog of a carousel item: a native modal <dialog>, so the browser traps
 * Escape and keeps the page behind it inert; Tab wraps inside it.
 */
export function DetailDialog({ card, isVideo, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      if (dialog?.open) dialog.close()
    }
  }, [])

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={trapTab}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === dialogRef.current) dialogRef.current?.close()
      }}
    >
      <div className={styles.dialogContent}>
        <div className={styles.dialogHead}>
          <div>
            {card.meta && <p className={styles.meta}>{card.meta}</p>}
            <h2 id={titleId} className={styles.dialogTitle}>
              {card.title}
            </h2>
          </div>
          <CloseButton
            className={styles.close}
            onClick={() => dialogRef.current?.close()}
            aria-label="Close"
            autoFocus
          />
        </div>
        {isVideo ? (
          <VideoPlayer card={card} />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.dialogImage} src={card.imageUrl} alt={card.imageAltText} />
        )}
        {card.caption && <div className={styles.richText} dangerouslySetInnerHTML={{ __html: card.caption }} />}
        {card.body && <div className={styles.richText} dangerouslySetInnerHTML={{ __html: card.body }} />}
        {card.displayLink && (
          <p>
            <SiteLink className={styles.dialogLink} {...card.displayLink}>
              {card.displayUrlText || card.displayUrl}
            </SiteLink>
          </p>
        )}
      </div>
    </dialog>
  )
}

/**
 * Video playback: loading until the video data has loaded; the native player for files,
 * a frame only for the allowed providers; a warning when there is nothing to play.
 */
function VideoPlayer({ card }: { card: CarouselCard }) {
  const [loading, setLoading] = useState(true)
  const url = card.correctedVideoUrl
  const siteHost = typeof window === 'undefined' ? [] : [window.location.hostname]
  const kind = !url
    ? 'none'
    : isVideoFileUrl(url) || url.startsWith('/')
      ? 'file'
      : isAllowedVideoFrame(url, siteHost)
        ? 'frame'
        : 'none'

  if (kind === 'none') {
    return (
      <p className={styles.videoWarning} role="alert">
        {VIDEO_MESSAGES.notFound}
      </p>
    )
  }
  return (
    <div className={styles.videoBox} data-video-state={loading ? 'loading' : 'loaded'}>
      {loading && (
        <p className={styles.videoLoading} role="status">
          {VIDEO_MESSAGES.loading}
        </p>
      )}
      {kind === 'file' ? (
        <video
          className={styles.video}
          controls
          preload="metadata"
          poster={card.imageUrl}
          onLoadedData={() => setLoading(false)}
          onLoadedMetadata={() => setLoading(false)}
        >
          <source src={url} />
          {card.captionsUrl && <track kind="captions" src={card.captionsUrl} srcLang="en" label="English" default />}
          {VIDEO_MESSAGES.unsupported}
        </video>
      ) : (
        <iframe
          className={styles.video}
          src={url}
          title={card.title}
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation"
          onLoad={() => setLoading(false)}
        />
      )}
    </div>
  )
}
