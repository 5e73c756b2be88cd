import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Demo artwork drawn as SVG: book covers, slides, banners, news pictures and "photos" for the gallery.
 * Each picture gets its own colours and motif so lists do not look cloned. `npm run demo-pictures`
 * rasterises them with sharp and commits the files (demo-pictures.ts); a first start only copies them.
 * Text uses DejaVu Sans, which has every Vietnamese letter (fontconfig falls back if it is missing).
 */

export type Motif =
  | 'geometry'
  | 'curve'
  | 'algebra'
  | 'probability'
  | 'grid'
  | 'circles'
  | 'trig'
  | 'complex';

export type Picture =
  | { kind: 'cover'; title: string; author: string; badge: string; hue: number; motif: Motif }
  | { kind: 'page'; title: string; hue: number; motif: Motif }
  /** No text: the storefront writes the slide's title and subtitle over it. */
  | { kind: 'slide'; hue: number; motif: Motif }
  | {
      kind: 'banner';
      orientation: 'HORIZONTAL' | 'VERTICAL';
      title: string;
      subtitle: string;
      hue: number;
      motif: Motif;
    }
  | { kind: 'news'; title: string; label: string; hue: number; motif: Motif }
  | { kind: 'combo'; title: string; subtitle: string; hue: number; motif: Motif }
  | { kind: 'classroom'; caption: string; hue: number; seed: number }
  | { kind: 'award'; caption: string; hue: number; seed: number };

export const PICTURE_SIZES = {
  cover: [800, 1130],
  page: [800, 1130],
  slide: [1920, 640],
  HORIZONTAL: [1200, 300],
  VERTICAL: [400, 800],
  news: [1200, 630],
  combo: [1200, 630],
  photo: [1024, 768],
} as const;

const FONT = "'DejaVu Sans', 'Noto Sans', sans-serif";

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits a title into lines of at most `width` characters (DejaVu's letters are about 0.6 em). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function textBlock(
  text: string,
  x: number,
  y: number,
  size: number,
  maxChars: number,
  attrs = 'fill="#fff" font-weight="bold"',
  anchor: 'start' | 'middle' = 'start',
) {
  const lines = wrap(text, maxChars);
  const tspans = lines
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : size * 1.2}">${esc(line)}</tspan>`)
    .join('');
  return {
    svg: `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" text-anchor="${anchor}" ${attrs}>${tspans}</text>`,
    height: lines.length * size * 1.2,
  };
}

/** A small deterministic random generator, so a picture looks the same on every seed. */
function random(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

function gradient(id: string, hue: number, light = 0) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},65%,${28 + light}%)"/>
<stop offset="1" stop-color="hsl(${(hue + 35) % 360},70%,${50 + light}%)"/></linearGradient>`;
}

/** The decoration drawn over the background in a w×h box, semi-transparent white. */
function motif(kind: Motif, x: number, y: number, w: number, h: number, seed: number): string {
  const rnd = random(seed);
  const stroke = 'stroke="rgba(255,255,255,0.35)" fill="none"';
  const s = Math.min(w, h);
  switch (kind) {
    case 'geometry': {
      // A cube in cavalier projection and a pyramid: solid geometry.
      const a = s * 0.38;
      const ox = x + w * 0.2;
      const oy = y + h * 0.35;
      const d = a * 0.45;
      return `<g ${stroke} stroke-width="3">
<rect x="${ox}" y="${oy}" width="${a}" height="${a}"/><rect x="${ox + d}" y="${oy - d}" width="${a}" height="${a}" stroke-dasharray="8 6"/>
<path d="M${ox} ${oy}l${d} ${-d}M${ox + a} ${oy}l${d} ${-d}M${ox} ${oy + a}l${d} ${-d}M${ox + a} ${oy + a}l${d} ${-d}"/>
<path d="M${x + w * 0.72} ${y + h * 0.12}L${x + w * 0.55} ${y + h * 0.8}L${x + w * 0.95} ${y + h * 0.85}Z M${x + w * 0.72} ${y + h * 0.12}L${x + w * 0.82} ${y + h * 0.68}"/>
</g>`;
    }
    case 'curve': {
      // Axes and the graph of a cubic.
      const cx = x + w / 2;
      const cy = y + h / 2;
      let d = '';
      for (let i = 0; i <= 60; i++) {
        const t = -1.6 + (3.2 * i) / 60;
        const px = cx + (t * w) / 3.6;
        const py = cy - ((t * t * t - 2 * t) * h) / 6;
        d += `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
      }
      return `<g ${stroke} stroke-width="3"><path d="M${x} ${cy}H${x + w}M${cx} ${y + h}V${y}"/><path d="${d}" stroke-width="6"/></g>`;
    }
    case 'trig': {
      let d = '';
      for (let i = 0; i <= 80; i++) {
        const px = x + (w * i) / 80;
        const py = y + h / 2 - Math.sin((i / 80) * Math.PI * 4) * h * 0.3;
        d += `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
      }
      return `<g ${stroke} stroke-width="3"><circle cx="${x + w * 0.25}" cy="${y + h / 2}" r="${s * 0.3}"/><path d="${d}" stroke-width="5"/></g>`;
    }
    case 'algebra': {
      const symbols = ['x²', 'Σ', '√', 'π', '∞', 'Δ', 'aⁿ', '≤', 'log', 'f(x)'];
      return symbols
        .map((sym) => {
          const size = Math.round(s * (0.08 + rnd() * 0.12));
          return `<text x="${(x + rnd() * w * 0.9).toFixed(0)}" y="${(y + size + rnd() * (h - size)).toFixed(0)}" font-family="${FONT}" font-size="${size}" fill="rgba(255,255,255,${(0.15 + rnd() * 0.25).toFixed(2)})">${esc(sym)}</text>`;
        })
        .join('');
    }
    case 'probability': {
      // Dice faces.
      const dice = [3, 5, 6, 2];
      const size = s * 0.28;
      return dice
        .map((n, i) => {
          const dx = x + w * (0.1 + 0.22 * i);
          const dy = y + h * (0.2 + (i % 2) * 0.35);
          const pips = [
            [0.25, 0.25],
            [0.75, 0.75],
            [0.75, 0.25],
            [0.25, 0.75],
            [0.5, 0.5],
            [0.25, 0.5],
            [0.75, 0.5],
          ];
          const pick =
            n === 6 ? [0, 1, 2, 3, 5, 6] : n === 5 ? [0, 1, 2, 3, 4] : n === 3 ? [0, 4, 1] : [0, 1];
          return `<g transform="rotate(${(rnd() * 30 - 15).toFixed(0)} ${dx + size / 2} ${dy + size / 2})"><rect x="${dx}" y="${dy}" width="${size}" height="${size}" rx="${size * 0.15}" fill="rgba(255,255,255,0.22)"/>${pick
            .map(
              (p) =>
                `<circle cx="${dx + (pips[p]?.[0] ?? 0) * size}" cy="${dy + (pips[p]?.[1] ?? 0) * size}" r="${size * 0.08}" fill="rgba(255,255,255,0.7)"/>`,
            )
            .join('')}</g>`;
        })
        .join('');
    }
    case 'grid': {
      const step = s / 8;
      let d = '';
      for (let gx = x; gx <= x + w; gx += step) d += `M${gx.toFixed(0)} ${y}V${y + h}`;
      for (let gy = y; gy <= y + h; gy += step) d += `M${x} ${gy.toFixed(0)}H${x + w}`;
      return `<path d="${d}" stroke="rgba(255,255,255,0.12)" stroke-width="2"/><path d="M${x + step} ${y + h - step}L${x + w * 0.45} ${y + h * 0.3}L${x + w - step} ${y + h * 0.6}" ${stroke} stroke-width="5"/>`;
    }
    case 'circles': {
      const cx = x + w * (0.4 + rnd() * 0.3);
      const cy = y + h * (0.3 + rnd() * 0.4);
      return `<g ${stroke} stroke-width="3">${[1, 2, 3, 4, 5].map((k) => `<circle cx="${cx}" cy="${cy}" r="${(s * k) / 10}"/>`).join('')}<path d="M${cx} ${cy}L${cx + s * 0.5} ${cy - s * 0.1}"/></g>`;
    }
    case 'complex': {
      const cx = x + w / 2;
      const cy = y + h / 2;
      const pts = Array.from({ length: 7 }, (_, k) => {
        const angle = (2 * Math.PI * k) / 7;
        return [cx + Math.cos(angle) * s * 0.35, cy + Math.sin(angle) * s * 0.35];
      });
      return `<g ${stroke} stroke-width="3"><path d="M${x} ${cy}H${x + w}M${cx} ${y + h}V${y}"/><circle cx="${cx}" cy="${cy}" r="${s * 0.35}"/>${pts
        .map(([px, py]) => `<circle cx="${px}" cy="${py}" r="${s * 0.03}" fill="rgba(255,255,255,0.6)"/>`)
        .join('')}<path d="M${pts.map(([px, py]) => `${px} ${py}`).join('L')}Z"/></g>`;
    }
  }
}

function svgDoc(w: number, h: number, body: string, hue: number, light = 0) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${gradient('bg', hue, light)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;
}

function cover(p: Extract<Picture, { kind: 'cover' }>) {
  const [w, h] = PICTURE_SIZES.cover;
  const title = textBlock(p.title, 64, 250, 50, 20);
  return svgDoc(
    w,
    h,
    `<rect x="0" y="0" width="28" height="${h}" fill="rgba(0,0,0,0.25)"/>
${motif(p.motif, 60, 560, 680, 380, p.hue)}
<rect x="64" y="120" rx="22" width="${p.badge.length * 17 + 44}" height="44" fill="rgba(255,255,255,0.9)"/>
<text x="86" y="151" font-family="${FONT}" font-size="26" font-weight="bold" fill="hsl(${p.hue},60%,30%)">${esc(p.badge)}</text>
${title.svg}
<rect x="64" y="${250 + title.height}" width="120" height="6" fill="rgba(255,255,255,0.8)"/>
<text x="64" y="${h - 110}" font-family="${FONT}" font-size="32" fill="#fff">${esc(p.author)}</text>
<text x="64" y="${h - 60}" font-family="${FONT}" font-size="24" fill="rgba(255,255,255,0.75)">NXB ToánHay</text>`,
    p.hue,
  );
}

function samplePage(p: Extract<Picture, { kind: 'page' }>) {
  const [w, h] = PICTURE_SIZES.page;
  const rows = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="90" y="${520 + i * 34}" width="${420 + ((i * 97) % 200)}" height="12" rx="6" fill="hsl(${p.hue},20%,80%)"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fbfaf6"/>
<rect x="60" y="60" width="${w - 120}" height="${h - 120}" fill="none" stroke="hsl(${p.hue},40%,75%)" stroke-width="2"/>
${textBlock(p.title, 90, 150, 40, 30, `fill="hsl(${p.hue},55%,30%)" font-weight="bold"`).svg}
<g transform="translate(0,0)"><rect x="90" y="250" width="${w - 180}" height="230" rx="12" fill="hsl(${p.hue},60%,45%)"/>${motif(p.motif, 100, 260, w - 200, 210, p.hue)}</g>
${rows}</svg>`;
}

function slide(p: Extract<Picture, { kind: 'slide' }>) {
  const [w, h] = PICTURE_SIZES.slide;
  // The motif stays on the right: on a wide screen the text sits on the left, over a calm gradient.
  return svgDoc(w, h, motif(p.motif, 1050, 40, 820, 560, p.hue), p.hue);
}

function banner(p: Extract<Picture, { kind: 'banner' }>) {
  const [w, h] = PICTURE_SIZES[p.orientation];
  if (p.orientation === 'HORIZONTAL') {
    return svgDoc(
      w,
      h,
      `${motif(p.motif, 760, 20, 420, 260, p.hue)}
${textBlock(p.title, 60, 120, 50, 30).svg}
<text x="60" y="230" font-family="${FONT}" font-size="26" fill="rgba(255,255,255,0.9)">${esc(p.subtitle)}</text>`,
      p.hue,
      4,
    );
  }
  return svgDoc(
    w,
    h,
    `${motif(p.motif, 20, 440, 360, 320, p.hue)}
${textBlock(p.title, 200, 130, 40, 14, 'fill="#fff" font-weight="bold"', 'middle').svg}
<text x="200" y="380" text-anchor="middle" font-family="${FONT}" font-size="22" fill="rgba(255,255,255,0.9)">${esc(p.subtitle)}</text>`,
    p.hue,
    4,
  );
}

function newsPicture(p: Extract<Picture, { kind: 'news' | 'combo' }>) {
  const [w, h] = PICTURE_SIZES.news;
  const label = p.kind === 'news' ? p.label : p.subtitle;
  return svgDoc(
    w,
    h,
    `${motif(p.motif, 620, 40, 540, 550, p.hue + 7)}
<rect x="70" y="90" rx="20" width="${label.length * 15 + 48}" height="42" fill="rgba(0,0,0,0.28)"/>
<text x="94" y="120" font-family="${FONT}" font-size="24" fill="#fff">${esc(label)}</text>
${textBlock(p.title, 70, 230, 54, 24).svg}
<text x="70" y="${h - 60}" font-family="${FONT}" font-size="24" fill="rgba(255,255,255,0.8)">toanhay.vn</text>`,
    p.hue,
  );
}

/** A stylised classroom: a board with a formula, rows of desks and pupils. */
function classroom(p: Extract<Picture, { kind: 'classroom' }>) {
  const [w, h] = PICTURE_SIZES.photo;
  const rnd = random(p.seed);
  const formulas = [
    'a² + b² = c²',
    "(x²)' = 2x",
    'sin²x + cos²x = 1',
    'Δ = b² − 4ac',
    '∫ x dx = x²/2 + C',
    'P(A) = n(A)/n(Ω)',
  ];
  const formula = formulas[p.seed % formulas.length] ?? '';
  let pupils = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      const cx = 130 + col * 190 + row * 12;
      const cy = 470 + row * 95;
      const skin = `hsl(${25 + rnd() * 10},${45 + rnd() * 20}%,${55 + rnd() * 20}%)`;
      const shirt = `hsl(${(p.hue + rnd() * 120) % 360},55%,${45 + rnd() * 20}%)`;
      pupils += `<circle cx="${cx}" cy="${cy - 40}" r="22" fill="${skin}"/><rect x="${cx - 28}" y="${cy - 18}" width="56" height="50" rx="16" fill="${shirt}"/><rect x="${cx - 70}" y="${cy + 20}" width="140" height="18" rx="4" fill="hsl(30,40%,${38 + row * 6}%)"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="hsl(${p.hue},30%,88%)"/>
<rect y="${h - 170}" width="${w}" height="170" fill="hsl(${p.hue},20%,70%)"/>
<rect x="170" y="50" width="${w - 340}" height="250" rx="10" fill="hsl(150,35%,${22 + (p.seed % 3) * 4}%)" stroke="hsl(30,45%,40%)" stroke-width="14"/>
<text x="${w / 2}" y="170" text-anchor="middle" font-family="${FONT}" font-size="52" fill="rgba(255,255,255,0.9)">${esc(formula)}</text>
<text x="${w / 2}" y="240" text-anchor="middle" font-family="${FONT}" font-size="26" fill="rgba(255,255,255,0.6)">${esc(p.caption)}</text>
${pupils}</svg>`;
}

/** A trophy or medal with a caption: the achievements gallery. */
function award(p: Extract<Picture, { kind: 'award' }>) {
  const [w, h] = PICTURE_SIZES.photo;
  const rnd = random(p.seed);
  const confetti = Array.from(
    { length: 40 },
    () =>
      `<rect x="${(rnd() * w).toFixed(0)}" y="${(rnd() * h * 0.7).toFixed(0)}" width="12" height="6" transform="rotate(${(rnd() * 180).toFixed(0)})" fill="hsl(${(rnd() * 360).toFixed(0)},80%,60%)" opacity="0.7"/>`,
  ).join('');
  const trophy =
    p.seed % 2 === 0
      ? `<path d="M412 210h200v90a100 100 0 0 1-200 0z" fill="#f4c430"/><path d="M412 230h-50a50 50 0 0 0 50 70M612 230h50a50 50 0 0 1-50 70" fill="none" stroke="#f4c430" stroke-width="14"/><rect x="492" y="390" width="40" height="60" fill="#d4a017"/><rect x="442" y="450" width="140" height="34" rx="6" fill="#8b5a2b"/>`
      : `<path d="M462 120l50 110l50-110" fill="hsl(${p.hue},70%,45%)"/><circle cx="512" cy="320" r="110" fill="#f4c430" stroke="#d4a017" stroke-width="12"/><text x="512" y="352" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="bold" fill="#8b5a2b">${(p.seed % 3) + 1}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${gradient('bg', p.hue, 10)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${confetti}${trophy}
${textBlock(p.caption, w / 2, 580, 40, 40, 'fill="#fff" font-weight="bold"', 'middle').svg}</svg>`;
}

function svgOf(p: Picture): string {
  switch (p.kind) {
    case 'cover':
      return cover(p);
    case 'page':
      return samplePage(p);
    case 'slide':
      return slide(p);
    case 'banner':
      return banner(p);
    case 'news':
    case 'combo':
      return newsPicture(p);
    case 'classroom':
      return classroom(p);
    case 'award':
      return award(p);
  }
}

/**
 * A fingerprint of what a picture draws: the committed demo pictures record it, so a test notices
 * when the drawing code or the demo data change and the files were not drawn again.
 */
export function pictureSource(p: Picture): string {
  return createHash('sha256').update(svgOf(p)).digest('hex').slice(0, 16);
}

/**
 * The picture as a raster the upload path accepts (it refuses SVG). High-quality JPEG is quick to
 * encode, and storeImage re-encodes to WebP anyway.
 */
export async function renderPicture(p: Picture): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(p)))
    .jpeg({ quality: 92 })
    .toBuffer();
}
