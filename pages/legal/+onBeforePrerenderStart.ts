export function onBeforePrerenderStart() {
  return ['/privacy-policy', '/terms-of-service']
}
