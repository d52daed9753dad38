// pages/products/+route.ts
var route_default = (pageContext) => {
  const match = /^\/products(?:\/([a-z0-9-]+))?$/.exec(pageContext.urlPathname);
  if (!match) return false;
  return { routeParams: { slug: match[1] ?? "index" } };
};
export {
  route_default as default
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiK3JvdXRlLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJpbXBvcnQgdHlwZSB7IFBhZ2VDb250ZXh0IH0gZnJvbSAndmlrZS90eXBlcydcblxuLyoqIC9wcm9kdWN0cyAodGhlIG92ZXJ2aWV3LCBmcm9tIHByb2R1Y3RzL2luZGV4LnlhbWwpIGFuZCAvcHJvZHVjdHMvPHNsdWc+OiBvbmUgdGVtcGxhdGUuICovXG5leHBvcnQgZGVmYXVsdCAocGFnZUNvbnRleHQ6IFBhZ2VDb250ZXh0KSA9PiB7XG4gIGNvbnN0IG1hdGNoID0gL15cXC9wcm9kdWN0cyg/OlxcLyhbYS16MC05LV0rKSk/JC8uZXhlYyhwYWdlQ29udGV4dC51cmxQYXRobmFtZSlcbiAgaWYgKCFtYXRjaCkgcmV0dXJuIGZhbHNlXG4gIHJldHVybiB7IHJvdXRlUGFyYW1zOiB7IHNsdWc6IG1hdGNoWzFdID8/ICdpbmRleCcgfSB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiO0FBR0EsSUFBTyxnQkFBUSxDQUFDLGdCQUE2QjtBQUMzQyxRQUFNLFFBQVEsa0NBQWtDLEtBQUssWUFBWSxXQUFXO0FBQzVFLE1BQUksQ0FBQyxNQUFPLFFBQU87QUFDbkIsU0FBTyxFQUFFLGFBQWEsRUFBRSxNQUFNLE1BQU0sQ0FBQyxLQUFLLFFBQVEsRUFBRTtBQUN0RDsiLAogICJuYW1lcyI6IFtdCn0K
