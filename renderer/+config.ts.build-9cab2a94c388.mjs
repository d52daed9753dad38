// renderer/+config.ts
var config_default = {
  // Every page is prerendered unless it says otherwise (the blog, sign-in and admin are rendered per request).
  // scripts/build.mjs runs the prerender itself, on every core (renderer/+onPrerenderStart.ts).
  // Each process renders its share, so Vike's check for pages left out is replaced by the build's own
  // (tests/build.test.ts: every route of the site's list has its page).
  prerender: { disableAutoRun: true, keepDistServer: true, partial: true },
  // Content pages are HTML and islands: no client hooks, no page context in the page, only +client.ts.
  clientHooks: false,
  hydration: "islands",
  // What a page hydrated whole needs of the page context (content pages send none).
  passToClient: ["shell", "canonical"],
  meta: {
    /** `islands` (the default): only <Island>s hydrate; `page`: the whole page hydrates (set clientHooks: true beside it). */
    hydration: { env: { server: true, client: true } },
    /** Extra <head> elements of one page (rendered on the server only). */
    Head: { env: { server: true } },
    /** A page's structured data, built on the server from content and never sent to the browser. */
    jsonLd: { env: { server: true } }
  }
};
export {
  config_default as default
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiK2NvbmZpZy50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiaW1wb3J0IHR5cGUgeyBDb25maWcsIFBhZ2VDb250ZXh0U2VydmVyIH0gZnJvbSAndmlrZS90eXBlcydcbmltcG9ydCB0eXBlIHsgQ29tcG9uZW50VHlwZSB9IGZyb20gJ3JlYWN0J1xuaW1wb3J0IHR5cGUgeyBKc29uTGQgfSBmcm9tICcuL2pzb25sZC50cydcblxuZXhwb3J0IGRlZmF1bHQge1xuICAvLyBFdmVyeSBwYWdlIGlzIHByZXJlbmRlcmVkIHVubGVzcyBpdCBzYXlzIG90aGVyd2lzZSAodGhlIGJsb2csIHNpZ24taW4gYW5kIGFkbWluIGFyZSByZW5kZXJlZCBwZXIgcmVxdWVzdCkuXG4gIC8vIHNjcmlwdHMvYnVpbGQubWpzIHJ1bnMgdGhlIHByZXJlbmRlciBpdHNlbGYsIG9uIGV2ZXJ5IGNvcmUgKHJlbmRlcmVyLytvblByZXJlbmRlclN0YXJ0LnRzKS5cbiAgLy8gRWFjaCBwcm9jZXNzIHJlbmRlcnMgaXRzIHNoYXJlLCBzbyBWaWtlJ3MgY2hlY2sgZm9yIHBhZ2VzIGxlZnQgb3V0IGlzIHJlcGxhY2VkIGJ5IHRoZSBidWlsZCdzIG93blxuICAvLyAodGVzdHMvYnVpbGQudGVzdC50czogZXZlcnkgcm91dGUgb2YgdGhlIHNpdGUncyBsaXN0IGhhcyBpdHMgcGFnZSkuXG4gIHByZXJlbmRlcjogeyBkaXNhYmxlQXV0b1J1bjogdHJ1ZSwga2VlcERpc3RTZXJ2ZXI6IHRydWUsIHBhcnRpYWw6IHRydWUgfSxcbiAgLy8gQ29udGVudCBwYWdlcyBhcmUgSFRNTCBhbmQgaXNsYW5kczogbm8gY2xpZW50IGhvb2tzLCBubyBwYWdlIGNvbnRleHQgaW4gdGhlIHBhZ2UsIG9ubHkgK2NsaWVudC50cy5cbiAgY2xpZW50SG9va3M6IGZhbHNlLFxuICBoeWRyYXRpb246ICdpc2xhbmRzJyxcbiAgLy8gV2hhdCBhIHBhZ2UgaHlkcmF0ZWQgd2hvbGUgbmVlZHMgb2YgdGhlIHBhZ2UgY29udGV4dCAoY29udGVudCBwYWdlcyBzZW5kIG5vbmUpLlxuICBwYXNzVG9DbGllbnQ6IFsnc2hlbGwnLCAnY2Fub25pY2FsJ10sXG4gIG1ldGE6IHtcbiAgICAvKiogYGlzbGFuZHNgICh0aGUgZGVmYXVsdCk6IG9ubHkgPElzbGFuZD5zIGh5ZHJhdGU7IGBwYWdlYDogdGhlIHdob2xlIHBhZ2UgaHlkcmF0ZXMgKHNldCBjbGllbnRIb29rczogdHJ1ZSBiZXNpZGUgaXQpLiAqL1xuICAgIGh5ZHJhdGlvbjogeyBlbnY6IHsgc2VydmVyOiB0cnVlLCBjbGllbnQ6IHRydWUgfSB9LFxuICAgIC8qKiBFeHRyYSA8aGVhZD4gZWxlbWVudHMgb2Ygb25lIHBhZ2UgKHJlbmRlcmVkIG9uIHRoZSBzZXJ2ZXIgb25seSkuICovXG4gICAgSGVhZDogeyBlbnY6IHsgc2VydmVyOiB0cnVlIH0gfSxcbiAgICAvKiogQSBwYWdlJ3Mgc3RydWN0dXJlZCBkYXRhLCBidWlsdCBvbiB0aGUgc2VydmVyIGZyb20gY29udGVudCBhbmQgbmV2ZXIgc2VudCB0byB0aGUgYnJvd3Nlci4gKi9cbiAgICBqc29uTGQ6IHsgZW52OiB7IHNlcnZlcjogdHJ1ZSB9IH0sXG4gIH0sXG59IHNhdGlzZmllcyBDb25maWdcblxuZGVjbGFyZSBnbG9iYWwge1xuICBuYW1lc3BhY2UgVmlrZSB7XG4gICAgaW50ZXJmYWNlIENvbmZpZyB7XG4gICAgICBoeWRyYXRpb24/OiAnaXNsYW5kcycgfCAncGFnZSdcbiAgICAgIEhlYWQ/OiBDb21wb25lbnRUeXBlXG4gICAgICBqc29uTGQ/OiAocGFnZUNvbnRleHQ6IFBhZ2VDb250ZXh0U2VydmVyKSA9PiBKc29uTGRbXVxuICAgIH1cbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIjtBQUlBLElBQU8saUJBQVE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBS2IsV0FBVyxFQUFFLGdCQUFnQixNQUFNLGdCQUFnQixNQUFNLFNBQVMsS0FBSztBQUFBO0FBQUEsRUFFdkUsYUFBYTtBQUFBLEVBQ2IsV0FBVztBQUFBO0FBQUEsRUFFWCxjQUFjLENBQUMsU0FBUyxXQUFXO0FBQUEsRUFDbkMsTUFBTTtBQUFBO0FBQUEsSUFFSixXQUFXLEVBQUUsS0FBSyxFQUFFLFFBQVEsTUFBTSxRQUFRLEtBQUssRUFBRTtBQUFBO0FBQUEsSUFFakQsTUFBTSxFQUFFLEtBQUssRUFBRSxRQUFRLEtBQUssRUFBRTtBQUFBO0FBQUEsSUFFOUIsUUFBUSxFQUFFLEtBQUssRUFBRSxRQUFRLEtBQUssRUFBRTtBQUFBLEVBQ2xDO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
