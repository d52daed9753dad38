/**
 * The tile provider's credit in a map's corner, drawn by React as text: the content's words never
 * become markup (Leaflet's own attribution control sets its text as HTML), and the link, if any, is
 * the content's separate https address. Leaflet's control is turned off where this is shown.
 */
export function TileCredit({ credit, url }: { credit: string; url?: string }) {
  return (
    <p className="absolute right-0 bottom-0 z-[1000] rounded-tl bg-white/80 px-1.5 text-xs text-slate-700">
      {url ? (
        <a href={url} className="underline" rel="noopener noreferrer">
          {credit}
        </a>
      ) : (
        credit
      )}
    </p>
  )
}
