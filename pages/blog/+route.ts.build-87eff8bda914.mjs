// pages/blog/+route.ts
var route_default = (pageContext) => {
  const match = /^\/blog(?:\/([a-z0-9-]+))?$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { slug: match[1] ?? "" } } : false;
};
export {
  route_default as default
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiK3JvdXRlLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJpbXBvcnQgdHlwZSB7IFBhZ2VDb250ZXh0IH0gZnJvbSAndmlrZS90eXBlcydcblxuLyoqIC9ibG9nIGFuZCAvYmxvZy88c2x1Zz4gYXJlIG9uZSBzY3JlZW46IHRoZSBzbHVnIHNlbGVjdHMgdGhlIGFydGljbGUgc2hvd24uICovXG5leHBvcnQgZGVmYXVsdCAocGFnZUNvbnRleHQ6IFBhZ2VDb250ZXh0KSA9PiB7XG4gIGNvbnN0IG1hdGNoID0gL15cXC9ibG9nKD86XFwvKFthLXowLTktXSspKT8kLy5leGVjKHBhZ2VDb250ZXh0LnVybFBhdGhuYW1lKVxuICByZXR1cm4gbWF0Y2ggPyB7IHJvdXRlUGFyYW1zOiB7IHNsdWc6IG1hdGNoWzFdID8/ICcnIH0gfSA6IGZhbHNlXG59XG4iXSwKICAibWFwcGluZ3MiOiAiO0FBR0EsSUFBTyxnQkFBUSxDQUFDLGdCQUE2QjtBQUMzQyxRQUFNLFFBQVEsOEJBQThCLEtBQUssWUFBWSxXQUFXO0FBQ3hFLFNBQU8sUUFBUSxFQUFFLGFBQWEsRUFBRSxNQUFNLE1BQU0sQ0FBQyxLQUFLLEdBQUcsRUFBRSxJQUFJO0FBQzdEOyIsCiAgIm5hbWVzIjogW10KfQo=
