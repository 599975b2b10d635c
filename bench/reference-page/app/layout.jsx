// The smallest App Router page: what Next 16 and React 19 cost a phone on this machine,
// measured beside our home page so the bench can tell the machine from our code.
export const metadata = { title: 'Reference page', description: 'A bare Next.js page for the benchmark.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
