import styles from './SignIn.module.css'

/** What an authenticator app needs: the square code to scan (SVG drawn by our server) and the key to type. */
export function AppKey({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  return (
    <>
      <div
        className={styles.qr}
        role="img"
        aria-label="Square code to scan with your authenticator app"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p>
        Key: <code className={styles.key}>{secret.match(/.{1,4}/g)?.join(' ') ?? secret}</code>
      </p>
    </>
  )
}
