export default function ReferencePage() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>Nothing but Next.js and React.</p>
    </main>
  )
}
