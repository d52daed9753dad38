export function onPageTransitionEnd() {
  document.getElementById('page-loading')?.setAttribute('hidden', '')
}
