import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * Lighthouse's accessibility score is axe-core's verdict with Lighthouse's rule set. A Lighthouse
 * run of /service-area usually finishes before the map wakes (it loads as the visitor scrolls to
 * it), so it may never see the markers; this runs the same engine and rules with the map showing.
 */
const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse'))
export const AXE_SOURCE = readFileSync(lighthouseRequire.resolve('axe-core/axe.min.js'), 'utf8')
/** Lighthouse 12's changes to axe's WCAG 2 A and AA rules (core/gather/gatherers/accessibility.js). */
export const LIGHTHOUSE_RULES = {
  on: [
    'accesskeys',
    'aria-allowed-role',
    'aria-conditional-attr',
    'aria-deprecated-role',
    'aria-dialog-name',
    'aria-prohibited-attr',
    'aria-treeitem-name',
    'aria-text',
    'empty-heading',
    'heading-order',
    'html-xml-lang-mismatch',
    'identical-links-same-purpose',
    'image-redundant-alt',
    'input-button-name',
    'label-content-name-mismatch',
    'landmark-one-main',
    'link-in-text-block',
    'meta-viewport',
    'select-name',
    'skip-link',
    'tabindex',
    'table-duplicate-name',
    'table-fake-caption',
    'target-size',
    'td-has-header',
  ],
  off: [
    'area-alt',
    'aria-braille-equivalent',
    'aria-roledescription',
    'audio-caption',
    'blink',
    'duplicate-id',
    'frame-focusable-content',
    'frame-title-unique',
    'marquee',
    'nested-interactive',
    'no-autoplay-audio',
    'role-img-alt',
    'scrollable-region-focusable',
    'server-side-image-map',
    'summary-name',
    'svg-img-alt',
  ],
}
