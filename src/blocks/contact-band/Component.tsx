import { Button } from '@/components/button/Button'

import type { ContactBandBlock as ContactBandBlockData } from '@/payload-types'

import { defineBlockRenderer } from '../types'
import styles from './ContactBand.module.css'
import { toContactBandView, type ContactBandView } from './view'

/** The band inviting the visitor to contact a representative. */
export function ContactBandBlock({ view: contact }: { view: ContactBandView }) {
  return (
    <div className={styles.band}>
      <div className={`page-width ${styles.inner}`}>
        <div>
          <h2 className={styles.header}>{contact.headerText}</h2>
          <p className={styles.subHeader}>{contact.subHeaderText}</p>
        </div>
        {contact.button && <Button label={contact.buttonLabel} link={contact.button} variant="inverse" />}
      </div>
    </div>
  )
}

export const renderer = defineBlockRenderer<ContactBandBlockData, ContactBandView>({
  regionLabel: 'Contact a representative',
  toView: toContactBandView,
  Component: ({ view }) => <ContactBandBlock view={view} />,
})
