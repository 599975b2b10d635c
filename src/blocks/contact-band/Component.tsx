import { Button } from '@/components/button/Button'
import type { ContactBandView } from '@/lib/views'

import styles from './ContactBand.module.css'

export function ContactBandBlock({ contact }: { contact: ContactBandView }) {
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
