/**
 * Seed images drawn here as SVG and rasterised with sharp: abstract, text-free artwork
 * in the agency's palette, so a fresh install needs no downloads.
 */
import sharp from 'sharp'

export type ArtworkKind = 'network' | 'racks' | 'containers' | 'clouds' | 'shield' | 'portrait' | 'calendar' | 'steps'

/** Deterministic pseudo-random numbers, so the same seed draws the same picture. */
function randomSequence(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return ((state >>> 0) % 10000) / 10000
  }
}

function background(width: number, height: number, hue: number) {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 14%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 25) % 360} 65% 30%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.3" r="0.6">
      <stop offset="0" stop-color="hsl(${(hue + 40) % 360} 90% 60%)" stop-opacity="0.45"/>
      <stop offset="1" stop-color="hsl(${hue} 90% 40%)" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>`
}

function network(width: number, height: number, hue: number, next: () => number) {
  const nodes = Array.from({ length: 34 }, () => [next() * width, next() * height] as const)
  let lines = ''
  nodes.forEach(([x1, y1], i) => {
    nodes.slice(i + 1).forEach(([x2, y2]) => {
      if (Math.hypot(x2 - x1, y2 - y1) < width / 5) {
        lines += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${hue + 20} 80% 75%)" stroke-opacity="0.35" stroke-width="2"/>`
      }
    })
  })
  const dots = nodes
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${4 + next() * 8}" fill="hsl(${hue + 30} 90% 80%)" fill-opacity="0.8"/>`,
    )
    .join('')
  return lines + dots
}

function racks(width: number, height: number, hue: number, next: () => number) {
  let out = ''
  const count = 7
  const rackWidth = width / (count * 1.6)
  for (let i = 0; i < count; i++) {
    const x = width * 0.08 + i * rackWidth * 1.5
    const y = height * 0.18
    const h = height * 0.68
    out += `<rect x="${x}" y="${y}" width="${rackWidth}" height="${h}" rx="10" fill="hsl(${hue} 40% 12%)" stroke="hsl(${hue + 20} 60% 55%)" stroke-opacity="0.6" stroke-width="3"/>`
    for (let row = 0; row < 14; row++) {
      const ry = y + 20 + row * ((h - 40) / 14)
      out += `<rect x="${x + 12}" y="${ry}" width="${rackWidth - 24}" height="${(h - 40) / 14 - 8}" rx="3" fill="hsl(${hue} 35% 22%)"/>`
      if (next() > 0.4) {
        out += `<circle cx="${x + rackWidth - 24}" cy="${ry + 8}" r="4" fill="hsl(${next() > 0.7 ? 140 : hue + 40} 90% 65%)"/>`
      }
    }
  }
  return out
}

function containers(width: number, height: number, hue: number, next: () => number) {
  let out = ''
  const size = width / 11
  for (let col = 0; col < 7; col++) {
    const stack = 1 + Math.floor(next() * 4)
    for (let row = 0; row < stack; row++) {
      const x = width * 0.1 + col * size * 1.15
      const y = height * 0.85 - (row + 1) * size * 0.62
      const shade = 40 + Math.floor(next() * 30)
      out += `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.55}" rx="6" fill="hsl(${(hue + row * 18) % 360} 70% ${shade}%)" fill-opacity="0.9"/>`
      for (let rib = 1; rib < 6; rib++) {
        out += `<line x1="${x + (rib * size) / 6}" y1="${y + 6}" x2="${x + (rib * size) / 6}" y2="${y + size * 0.55 - 6}" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>`
      }
    }
  }
  return out
}

function cloudShape(cx: number, cy: number, scale: number, fill: string) {
  return `<g transform="translate(${cx} ${cy}) scale(${scale})" fill="${fill}">
    <circle cx="-60" cy="10" r="50"/><circle cx="0" cy="-20" r="70"/><circle cx="70" cy="5" r="55"/>
    <rect x="-110" y="10" width="235" height="55" rx="27"/></g>`
}

function clouds(width: number, height: number, hue: number, next: () => number) {
  return Array.from({ length: 6 }, (_, i) =>
    cloudShape(
      next() * width,
      height * 0.2 + next() * height * 0.6,
      0.8 + next() * 1.6,
      `hsl(${hue + 15} 70% ${70 + i * 4}%)`,
    ).replace('<g ', `<g opacity="${0.25 + next() * 0.5}" `),
  ).join('')
}

function shield(width: number, height: number, hue: number) {
  const cx = width / 2
  const top = height * 0.15
  const h = height * 0.7
  const w = h * 0.8
  return `<path d="M ${cx} ${top} L ${cx + w / 2} ${top + h * 0.15} L ${cx + w / 2} ${top + h * 0.5} Q ${cx + w / 2} ${top + h * 0.85} ${cx} ${top + h} Q ${cx - w / 2} ${top + h * 0.85} ${cx - w / 2} ${top + h * 0.5} L ${cx - w / 2} ${top + h * 0.15} Z" fill="hsl(${hue + 20} 70% 55%)" fill-opacity="0.35" stroke="hsl(${hue + 30} 90% 80%)" stroke-width="10"/>
  <path d="M ${cx - w * 0.18} ${top + h * 0.5} L ${cx - w * 0.03} ${top + h * 0.65} L ${cx + w * 0.22} ${top + h * 0.36}" fill="none" stroke="hsl(${hue + 30} 90% 85%)" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`
}

function portrait(width: number, height: number, hue: number) {
  const cx = width / 2
  return `<circle cx="${cx}" cy="${height * 0.38}" r="${height * 0.16}" fill="hsl(${hue + 25} 45% 75%)"/>
  <path d="M ${cx - height * 0.32} ${height} Q ${cx - height * 0.3} ${height * 0.58} ${cx} ${height * 0.58} Q ${cx + height * 0.3} ${height * 0.58} ${cx + height * 0.32} ${height} Z" fill="hsl(${hue + 25} 45% 65%)"/>`
}

function calendar(width: number, height: number, hue: number, next: () => number) {
  let out = `<rect x="${width * 0.2}" y="${height * 0.15}" width="${width * 0.6}" height="${height * 0.72}" rx="24" fill="hsl(${hue} 30% 95%)" fill-opacity="0.92"/>
  <rect x="${width * 0.2}" y="${height * 0.15}" width="${width * 0.6}" height="${height * 0.14}" rx="24" fill="hsl(${hue + 20} 70% 45%)"/>`
  const cell = (width * 0.6 - 80) / 7
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 7; col++) {
      const marked = next() > 0.85
      out += `<rect x="${width * 0.2 + 40 + col * cell}" y="${height * 0.33 + row * cell * 0.62}" width="${cell - 12}" height="${cell * 0.62 - 12}" rx="8" fill="hsl(${marked ? hue + 40 : hue} ${marked ? '80%' : '20%'} ${marked ? '55%' : '85%'})"/>`
    }
  }
  return out
}

function steps(width: number, height: number, hue: number) {
  let out = `<line x1="${width * 0.12}" y1="${height / 2}" x2="${width * 0.88}" y2="${height / 2}" stroke="hsl(${hue + 20} 60% 70%)" stroke-width="8" stroke-dasharray="18 14"/>`
  for (let i = 0; i < 5; i++) {
    const x = width * 0.12 + (i * width * 0.76) / 4
    out += `<circle cx="${x}" cy="${height / 2}" r="${height * 0.09}" fill="hsl(${hue + i * 12} 70% ${45 + i * 6}%)" stroke="hsl(${hue} 30% 95%)" stroke-width="8"/>`
  }
  return out
}

function artworkSvg(kind: ArtworkKind, hue: number, seed: number, width = 1600, height = 900): string {
  const next = randomSequence(seed)
  const drawings: Record<ArtworkKind, () => string> = {
    network: () => network(width, height, hue, next),
    racks: () => racks(width, height, hue, next),
    containers: () => containers(width, height, hue, next),
    clouds: () => clouds(width, height, hue, next),
    shield: () => shield(width, height, hue),
    portrait: () => portrait(width, height, hue),
    calendar: () => calendar(width, height, hue, next),
    steps: () => steps(width, height, hue),
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(width, height, hue)}${drawings[kind]()}</svg>`
}

export async function renderArtwork(
  kind: ArtworkKind,
  hue: number,
  seed: number,
  width = 1600,
  height = 900,
): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(kind, hue, seed, width, height)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
