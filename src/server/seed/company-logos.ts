// The demo companies' logos: simple marks (a shape, the initials, the brand's colours), written as
// SVG here so they need no design tool, and stored by the seed as each company's uploaded logo.

type Shape = 'circle' | 'hexagon' | 'diamond' | 'shield' | 'arch' | 'square' | 'wave' | 'bars' | 'leaf' | 'star';

interface LogoDesign {
  initials: string;
  /** Main brand colour (the shape). */
  brand: string;
  /** The initials' colour on the shape. */
  ink: string;
  /** A second colour for the accent. */
  accent: string;
  shape: Shape;
}

/** One design per demo company key (see companies-data.ts). */
export const LOGO_DESIGNS: Record<string, LogoDesign> = {
  'meridian-ledger': { initials: 'ML', brand: '#0b3d91', ink: '#ffffff', accent: '#f2b705', shape: 'arch' },
  'anatolia-denetim': { initials: 'AD', brand: '#b91c1c', ink: '#ffffff', accent: '#fde68a', shape: 'hexagon' },
  'greyfriars-assurance': { initials: 'GA', brand: '#374151', ink: '#ffffff', accent: '#9ca3af', shape: 'shield' },
  'crescent-gulf-bank': { initials: 'CG', brand: '#065f46', ink: '#ffffff', accent: '#d4af37', shape: 'circle' },
  'quillstone-analytics': { initials: 'QA', brand: '#5b21b6', ink: '#ffffff', accent: '#22d3ee', shape: 'bars' },
  'kestel-makine': { initials: 'KM', brand: '#ea580c', ink: '#ffffff', accent: '#1f2937', shape: 'square' },
  'pinecrest-retail': { initials: 'PR', brand: '#166534', ink: '#ffffff', accent: '#86efac', shape: 'star' },
  'nile-delta-trading': { initials: 'ND', brand: '#0369a1', ink: '#ffffff', accent: '#fbbf24', shape: 'wave' },
  'al-waha-tax': { initials: 'AW', brand: '#0f766e', ink: '#ffffff', accent: '#facc15', shape: 'leaf' },
  'westbrook-county-finance': { initials: 'WC', brand: '#1e3a8a', ink: '#ffffff', accent: '#ef4444', shape: 'shield' },
  'open-hands-foundation': { initials: 'OH', brand: '#db2777', ink: '#ffffff', accent: '#fbcfe8', shape: 'circle' },
  'egeli-sigorta': { initials: 'ES', brand: '#0e7490', ink: '#ffffff', accent: '#a5f3fc', shape: 'diamond' },
  'lanternfield-capital': { initials: 'LC', brand: '#78350f', ink: '#ffffff', accent: '#f59e0b', shape: 'arch' },
  'qimam-consulting': { initials: 'QC', brand: '#4338ca', ink: '#ffffff', accent: '#c7d2fe', shape: 'diamond' },
  'kuzey-yildizi-vakfi': { initials: 'KY', brand: '#1e293b', ink: '#ffffff', accent: '#fde047', shape: 'star' },
  'corniche-public-services': { initials: 'CP', brand: '#155e75', ink: '#ffffff', accent: '#f97316', shape: 'hexagon' },
  'dune-digital-payments': { initials: 'DD', brand: '#c2410c', ink: '#ffffff', accent: '#fed7aa', shape: 'wave' },
};

/** The shape behind the initials, and an accent that makes each mark its own, on a 96×96 canvas. */
function shapeOf(d: LogoDesign): string {
  switch (d.shape) {
    case 'circle':
      return `<circle cx="48" cy="48" r="40" fill="${d.brand}"/><circle cx="48" cy="48" r="44" fill="none" stroke="${d.accent}" stroke-width="4"/>`;
    case 'hexagon':
      return `<polygon points="48,6 85,27 85,69 48,90 11,69 11,27" fill="${d.brand}"/><polygon points="48,78 74,63 74,70 48,85 22,70 22,63" fill="${d.accent}"/>`;
    case 'diamond':
      return `<rect x="18" y="18" width="60" height="60" rx="8" transform="rotate(45 48 48)" fill="${d.brand}"/><rect x="40" y="4" width="16" height="6" rx="3" fill="${d.accent}"/>`;
    case 'shield':
      return `<path d="M48 6 L84 18 V46 C84 68 68 84 48 92 C28 84 12 68 12 46 V18 Z" fill="${d.brand}"/><path d="M48 6 L84 18 V24 L48 12 L12 24 V18 Z" fill="${d.accent}"/>`;
    case 'arch':
      return `<path d="M10 88 V46 A38 38 0 0 1 86 46 V88 Z" fill="${d.brand}"/><rect x="10" y="80" width="76" height="8" fill="${d.accent}"/>`;
    case 'square':
      return `<rect x="8" y="8" width="80" height="80" rx="14" fill="${d.brand}"/><rect x="8" y="70" width="80" height="18" rx="0" fill="${d.accent}" opacity="0.9"/><rect x="8" y="8" width="80" height="80" rx="14" fill="none" stroke="${d.brand}" stroke-width="2"/>`;
    case 'wave':
      return `<rect x="6" y="6" width="84" height="84" rx="42" fill="${d.brand}"/><path d="M14 70 C30 60 42 80 58 70 S82 62 86 66 V70 C76 86 58 92 48 90 C32 88 20 80 14 70 Z" fill="${d.accent}"/>`;
    case 'bars':
      return `<rect x="6" y="6" width="84" height="84" rx="18" fill="${d.brand}"/><rect x="18" y="66" width="10" height="14" rx="2" fill="${d.accent}"/><rect x="32" y="58" width="10" height="22" rx="2" fill="${d.accent}"/><rect x="46" y="50" width="10" height="30" rx="2" fill="${d.accent}" opacity="0.85"/>`;
    case 'leaf':
      return `<path d="M48 6 C80 14 92 44 84 84 C44 92 14 80 6 48 C14 22 28 10 48 6 Z" fill="${d.brand}"/><path d="M20 76 C40 56 60 40 80 20" stroke="${d.accent}" stroke-width="3" fill="none" opacity="0.7"/>`;
    case 'star':
      return `<rect x="6" y="6" width="84" height="84" rx="20" fill="${d.brand}"/><polygon points="74,10 77,18 85,18 79,23 81,31 74,26 67,31 69,23 63,18 71,18" fill="${d.accent}"/>`;
  }
}

/** Where the initials sit: shapes with a band at the foot move them up a little. */
const textY: Partial<Record<Shape, number>> = { arch: 62, square: 52, wave: 56, bars: 42, hexagon: 56 };

/** A company's logo as an SVG document (no script, no outside reference). */
export function logoSvg(d: LogoDesign): string {
  const size = d.initials.length > 1 ? 30 : 38;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img">`,
    shapeOf(d),
    `<text x="48" y="${textY[d.shape] ?? 58}" text-anchor="middle" font-family="'Segoe UI', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif" font-size="${size}" font-weight="700" letter-spacing="1" fill="${d.ink}">${d.initials}</text>`,
    `</svg>`,
  ].join('');
}
