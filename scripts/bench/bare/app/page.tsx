export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>A heading and a paragraph, exported statically, measured beside the site.</p>
    </main>
  )
}
