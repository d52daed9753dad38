import type { ReactNode } from 'react'

/**
 * The parts the category illustrations share, drawn on an 800×500 canvas in the site's own colours
 * (Tailwind's fill and stroke classes, so another business's theme recolours them).
 */

/** A sectional garage door: panels with a row of windows at the top. */
export function GarageDoor({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  const rows = 4
  const gap = 6
  const panel = (height - gap * (rows + 1)) / rows
  const windows = 4
  const pane = (width - gap * 2 - 14 * (windows + 1)) / windows
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} className="fill-navy-700" />
      {Array.from({ length: rows }, (_, row) => (
        <rect
          key={row}
          x={x + gap}
          y={y + gap + row * (panel + gap)}
          width={width - gap * 2}
          height={panel}
          rx={4}
          className="fill-brand-100"
        />
      ))}
      {Array.from({ length: windows }, (_, i) => (
        <rect
          key={i}
          x={x + gap + 14 + i * (pane + 14)}
          y={y + gap + panel * 0.25}
          width={pane}
          height={panel * 0.5}
          rx={3}
          className="fill-navy-800"
        />
      ))}
      {Array.from({ length: rows - 1 }, (_, row) => (
        <path
          key={row}
          d={`M${x + width / 2 - 18} ${y + gap + (row + 1) * (panel + gap) + panel / 2}h36`}
          className="stroke-brand-200"
          strokeWidth={6}
          strokeLinecap="round"
        />
      ))}
    </g>
  )
}

/** Sky, ground and a house front whose garage is the picture's centre. */
export function HouseScene({ sky = 'fill-brand-50' }: { sky?: string }) {
  return (
    <>
      <rect width={800} height={500} className={sky} />
      <rect y={420} width={800} height={80} className="fill-brand-100" />
      <path d="M250 500L300 420h200l50 80z" className="fill-brand-200" />
      <rect x={160} y={170} width={480} height={250} className="fill-white" />
      <path d="M120 180L400 60l280 120z" className="fill-navy-900" />
      <rect x={220} y={218} width={360} height={202} rx={6} className="fill-navy-900" />
      <GarageDoor x={232} y={230} width={336} height={190} />
    </>
  )
}

/** The frame every illustration is drawn in; decorative, as the post's title says what it is about. */
export function Canvas({ children, name, className }: { children: ReactNode; name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 800 500"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-illustration={name}
      className={className}
    >
      {children}
    </svg>
  )
}

/** A wrench, its head at the origin, pointing right; place it with `transform`. */
export function Wrench({ transform }: { transform: string }) {
  return (
    <g transform={transform}>
      <rect x={20} y={-11} width={150} height={22} rx={11} className="fill-navy-800" />
      <path d="M-29.7-12H-10v24h-19.7A32 32 0 1 0-29.7-12z" className="fill-navy-800" />
      <circle cx={150} cy={0} r={6} className="fill-brand-200" />
    </g>
  )
}

/** A round badge in the accent colour, for the mark that says what the picture is about. */
export function Badge({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={46} className="fill-amber-400 stroke-white" strokeWidth={8} />
      {children}
    </g>
  )
}
