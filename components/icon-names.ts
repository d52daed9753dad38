import type { IconName } from '../schemas/common.ts'

/**
 * Every icon the site draws, by its name here, with the lucide icon it is drawn from. The content
 * names (schemas/common.ts IconName) come first; the rest are the interface's own. scripts/icons.ts
 * turns this list into components/icons.svg, one sprite all pages share.
 */
export const ICONS = {
  wrench: 'wrench',
  hammer: 'hammer',
  settings: 'cog',
  spring: 'waves-horizontal',
  zap: 'zap',
  building: 'building-complex',
  alert: 'alarm-clock',
  cable: 'link-2',
  panel: 'brick-wall',
  circle: 'circle-dot',
  remote: 'radio',
  home: 'house',
  shield: 'shield',
  clock: 'clock',
  award: 'award',
  truck: 'truck',
  dollar: 'dollar-sign',
  'thumbs-up': 'thumbs-up',
  users: 'users',
  heart: 'heart',
  star: 'star',
  check: 'check',
  wind: 'wind',
  phone: 'phone',
  'map-pin': 'map-pin',
  calendar: 'calendar',
  door: 'door-closed',
  fire: 'flame',
  gauge: 'gauge',
  package: 'package',
  sun: 'sun',
  'arrow-left': 'arrow-left',
  'arrow-right': 'arrow-right',
  'arrow-up': 'arrow-up',
  'calendar-check': 'calendar-check',
  'check-circle': 'circle-check',
  'chevron-down': 'chevron-down',
  'chevron-right': 'chevron-right',
  landmark: 'landmark',
  layers: 'layers',
  mail: 'mail',
  menu: 'menu',
  quote: 'quote',
  search: 'search',
  'shield-check': 'shield-check',
  tag: 'tag',
  warehouse: 'warehouse',
  x: 'x',
} as const satisfies Record<IconName, string> & Record<string, string>

export type IconId = keyof typeof ICONS
