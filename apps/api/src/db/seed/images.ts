import type { DemoCarModel, DemoSupplier } from './demoData'

/** Demo pictures are drawn here as SVG, so nothing is downloaded and every machine gets the same. */

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function supplierLogoSvg(supplier: DemoSupplier): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60" role="img" aria-label="${escapeXml(supplier.name)}">
<rect width="120" height="60" rx="10" fill="${supplier.color}"/>
<circle cx="22" cy="30" r="12" fill="none" stroke="#fff" stroke-width="3"/>
<circle cx="22" cy="30" r="3" fill="#fff"/>
<text x="76" y="39" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" letter-spacing="1">${escapeXml(supplier.monogram)}</text>
</svg>
`
}

type Shape = { roof: number; length: number; cabinStart: number; cabinEnd: number; ground: number }

const SHAPES: Record<DemoCarModel['category'], Shape> = {
  mini: { roof: 78, length: 200, cabinStart: 95, cabinEnd: 210, ground: 150 },
  economy: { roof: 74, length: 215, cabinStart: 90, cabinEnd: 215, ground: 150 },
  compact: { roof: 72, length: 225, cabinStart: 88, cabinEnd: 218, ground: 150 },
  family: { roof: 70, length: 240, cabinStart: 85, cabinEnd: 235, ground: 150 },
  suv: { roof: 58, length: 235, cabinStart: 80, cabinEnd: 235, ground: 146 },
  van: { roof: 48, length: 245, cabinStart: 62, cabinEnd: 262, ground: 146 },
  premium: { roof: 76, length: 245, cabinStart: 92, cabinEnd: 222, ground: 152 },
  electric: { roof: 74, length: 230, cabinStart: 86, cabinEnd: 222, ground: 150 },
}

export function carSvg(model: DemoCarModel): string {
  const s = SHAPES[model.category]
  const left = (300 - s.length) / 2
  const right = left + s.length
  const belt = s.ground - 40
  const wheelY = s.ground
  const body = [
    `M${left + 6},${s.ground - 6}`,
    `L${left},${belt + 14}`,
    `Q${left + 2},${belt} ${left + 22},${belt - 2}`,
    `L${s.cabinStart},${belt - 6}`,
    `Q${s.cabinStart + 26},${s.roof} ${s.cabinStart + 48},${s.roof}`,
    `L${s.cabinEnd - 30},${s.roof}`,
    `Q${s.cabinEnd - 8},${s.roof} ${s.cabinEnd + 8},${belt - 6}`,
    `L${right - 12},${belt}`,
    `Q${right},${belt + 4} ${right},${belt + 18}`,
    `L${right - 4},${s.ground - 6}`,
    'Z',
  ].join(' ')
  const window = `M${s.cabinStart + 12},${belt - 8} Q${s.cabinStart + 30},${s.roof + 8} ${s.cabinStart + 50},${s.roof + 8} L${s.cabinEnd - 32},${s.roof + 8} Q${s.cabinEnd - 14},${s.roof + 8} ${s.cabinEnd - 2},${belt - 8} Z`
  const pillar = (s.cabinStart + s.cabinEnd) / 2
  const wheel = (x: number) => `<circle cx="${x}" cy="${wheelY}" r="19" fill="#2b2b2b"/><circle cx="${x}" cy="${wheelY}" r="9" fill="#c9ccd1"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200" role="img" aria-label="${escapeXml(model.name)}">
<rect width="300" height="200" fill="#f3f4f6"/>
<ellipse cx="150" cy="${wheelY + 18}" rx="${s.length / 2 + 6}" ry="7" fill="#d9dbe0"/>
<path d="${body}" fill="${model.bodyColor}"/>
<path d="${window}" fill="#cfe3f2"/>
<rect x="${pillar - 3}" y="${s.roof + 6}" width="6" height="${belt - s.roof - 12}" fill="${model.bodyColor}"/>
<rect x="${right - 16}" y="${belt + 6}" width="10" height="6" rx="2" fill="#ffd27a"/>
<rect x="${left + 4}" y="${belt + 6}" width="8" height="6" rx="2" fill="#e0524a"/>
${wheel(left + 46)}${wheel(right - 46)}
</svg>
`
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
