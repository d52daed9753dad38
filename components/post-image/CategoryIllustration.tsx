import type { JSX } from 'react'
import { illustrationFor, type IllustrationName } from './illustration-for.ts'
import { Badge, Canvas, HouseScene, Wrench } from './scene.tsx'

const round = { strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const

/** Upkeep: an oil can and a wrench by the door, and a check mark. */
function Maintenance() {
  return (
    <>
      <HouseScene />
      <Wrench transform="translate(120 436) rotate(-18)" />
      <path d="M626 442v-66a10 10 0 0 1 10-10h64a10 10 0 0 1 10 10v66z" className="fill-brand-600" />
      <path d="M646 366l14-24h28l14 24z" className="fill-navy-800" />
      <path d="M650 350L598 312" className="stroke-navy-800" strokeWidth={10} {...round} />
      <path
        d="M710 384h16a12 12 0 0 1 12 12v18a12 12 0 0 1-12 12h-16"
        className="stroke-navy-800"
        strokeWidth={9}
        {...round}
      />
      <path d="M594 324c-6 10-6 16 0 18 6-2 6-8 0-18z" className="fill-amber-400" />
      <Badge x={690} y={110}>
        <path d="M-20 0l12 14 26-28" className="stroke-navy-900" strokeWidth={10} {...round} />
      </Badge>
    </>
  )
}

/** Repairs: the torsion springs over the door, a wrench and a screwdriver, and a caution mark. */
function Repair() {
  const coil = (start: number) =>
    Array.from({ length: 10 }, (_, i) => (
      <ellipse
        key={i}
        cx={start + i * 11}
        cy={196}
        rx={5}
        ry={13}
        className="stroke-navy-800"
        strokeWidth={4}
        fill="none"
      />
    ))
  return (
    <>
      <HouseScene />
      <path d="M236 196h328" className="stroke-navy-700" strokeWidth={5} />
      {coil(262)}
      {coil(430)}
      <rect x={388} y={182} width={24} height={30} rx={3} className="fill-amber-400" />
      <Wrench transform="translate(560 436) rotate(-28)" />
      <g transform="translate(150 440) rotate(-40)">
        <rect x={0} y={-5} width={110} height={10} rx={3} className="fill-navy-700" />
        <rect x={100} y={-14} width={70} height={28} rx={12} className="fill-amber-400" />
      </g>
      <Badge x={690} y={110}>
        <path d="M0-24v24" className="stroke-navy-900" strokeWidth={10} {...round} />
        <circle cy={20} r={6} className="fill-navy-900" />
      </Badge>
    </>
  )
}

/** Buying: a price tag and an opener's remote in front of a new door. */
function Buying() {
  return (
    <>
      <HouseScene />
      <g transform="translate(610 372) rotate(-14)">
        <path
          d="M-84-42H30l42 42-42 42H-84z"
          className="fill-amber-400 stroke-white"
          strokeWidth={6}
          strokeLinejoin="round"
        />
        <circle cx={40} r={9} className="fill-white" />
        <path d="M-62-14h64M-62 14h44" className="stroke-navy-900" strokeWidth={9} {...round} />
      </g>
      <rect x={112} y={344} width={56} height={94} rx={14} className="fill-navy-800" />
      <circle cx={140} cy={370} r={10} className="fill-amber-400" />
      <circle cx={140} cy={398} r={7} className="fill-brand-200" />
      <circle cx={140} cy={420} r={7} className="fill-brand-200" />
      <path d="M122 326q18-16 36 0M108 310q32-30 64 0" className="stroke-brand-600" strokeWidth={6} {...round} />
      <circle cx={680} cy={100} r={38} className="fill-amber-400" />
    </>
  )
}

/** Storms: wind and rain on the house, braces across the door, a palm bending. */
function Storm() {
  return (
    <>
      <HouseScene sky="fill-brand-200" />
      <g className="fill-navy-700">
        <circle cx={90} cy={98} r={36} />
        <circle cx={144} cy={78} r={46} />
        <circle cx={200} cy={102} r={32} />
        <rect x={54} y={98} width={178} height={36} rx={18} />
      </g>
      <path d="M80 154l-10 24M120 154l-10 24M160 154l-10 24" className="stroke-brand-600" strokeWidth={6} {...round} />
      <path d="M520 92q60-22 120 0M560 124q50-18 100 0" className="stroke-white" strokeWidth={8} {...round} />
      <path d="M736 422q-12-120 28-196" className="stroke-navy-800" strokeWidth={16} {...round} />
      <g className="fill-navy-700">
        <path d="M764 226Q700 196 646 236Q706 220 764 226Z" />
        <path d="M764 226Q710 160 664 170Q722 190 764 226Z" />
        <path d="M764 226Q744 162 718 148Q752 188 764 226Z" />
        <path d="M764 226Q696 238 676 292Q714 250 764 226Z" />
      </g>
      <rect x={322} y={236} width={18} height={184} rx={4} className="fill-amber-400" />
      <rect x={460} y={236} width={18} height={184} rx={4} className="fill-amber-400" />
    </>
  )
}

/** Any other topic: the house in the sun. */
function Home() {
  return (
    <>
      <HouseScene />
      <circle cx={680} cy={100} r={40} className="fill-amber-400" />
      {[176, 624].map((x) => (
        <g key={x} className="fill-navy-700">
          <circle cx={x - 18} cy={410} r={18} />
          <circle cx={x + 18} cy={410} r={18} />
          <circle cx={x} cy={396} r={22} />
        </g>
      ))}
    </>
  )
}

const SCENES: Record<IllustrationName, () => JSX.Element> = {
  storm: Storm,
  repair: Repair,
  maintenance: Maintenance,
  buying: Buying,
  home: Home,
}

/** The picture of a post that has none: its category's illustration, drawn inline (no request, no external image). */
export function CategoryIllustration({ category, className }: { category: string | null; className?: string }) {
  const name = illustrationFor(category)
  const Scene = SCENES[name]
  return (
    <Canvas name={name} className={className}>
      <Scene />
    </Canvas>
  )
}
