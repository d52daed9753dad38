export function onBeforePrerenderStart() {
  return ['/residential', '/commercial']
}
