/** A confirmation (or, opened directly, a pointer to the forms), not a page to be found in search. */
export default function Head() {
  return <meta name="robots" content="noindex" />
}
