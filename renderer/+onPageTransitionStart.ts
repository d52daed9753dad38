/** While the next page's code and data load, say so. */
export function onPageTransitionStart() {
  document.getElementById('page-loading')?.removeAttribute('hidden')
}
