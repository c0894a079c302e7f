import sharp from 'sharp';

// Seed pictures are drawn here from SVG: shapes and gradients only, because
// the machine may have no font with Korean glyphs and nothing may come from the network.

export type LandscapeImage = 'wreathCelebration' | 'wreathCondolence' | 'children' | 'elders' | 'forest' | 'ocean' | 'care' | 'hands' | 'bouquet' | 'chart';

export type PortraitImage = 'weddingMain' | 'weddingGallery1' | 'weddingGallery2' | 'weddingGallery3' | 'funeralMain' | 'funeralGallery';

export type SeedImage = LandscapeImage | PortraitImage;

const landscape = { width: 800, height: 500 };
const portrait = { width: 600, height: 800 };

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function radial(id: string, from: string, to: string): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;
}

/** A ring of blossoms around a centre, as a wreath stand is seen from the front. */
function wreath(cx: number, cy: number, radius: number, colors: string[], leaf: string, ribbon: string): string {
  const parts: string[] = [];
  const count = 22;
  for (let i = 0; i < count; i += 1) {
    const angle = (i / count) * Math.PI * 2;
    const x = cx + Math.cos(angle) * radius;
    const y = cy + Math.sin(angle) * radius;
    const lx = cx + Math.cos(angle + 0.12) * (radius + 26);
    const ly = cy + Math.sin(angle + 0.12) * (radius + 26);
    parts.push(
      `<ellipse cx="${lx.toFixed(1)}" cy="${ly.toFixed(1)}" rx="20" ry="9" fill="${leaf}" transform="rotate(${((angle * 180) / Math.PI + 60).toFixed(0)} ${lx.toFixed(1)} ${ly.toFixed(1)})"/>`,
    );
    parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 2 ? 24 : 30}" fill="${colors[i % colors.length]}"/>`);
    parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="8" fill="#ffffff" fill-opacity="0.55"/>`);
  }
  parts.push(`<path d="M${cx - 40} ${cy + radius + 10} L${cx - 70} ${cy + radius + 120} L${cx - 30} ${cy + radius + 100} Z" fill="${ribbon}"/>`);
  parts.push(`<path d="M${cx + 40} ${cy + radius + 10} L${cx + 70} ${cy + radius + 120} L${cx + 30} ${cy + radius + 100} Z" fill="${ribbon}"/>`);
  return parts.join('');
}

function drawing(name: SeedImage): { size: { width: number; height: number }; markup: string } {
  const { width: w, height: h } = landscape;
  switch (name) {
    case 'wreathCelebration':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          radial('bg', '#fff8ef', '#f6d9cf'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/>${wreath(400, 220, 140, ['#f2a7b5', '#f7c6a3', '#fbe3e8', '#e88fa2'], '#8fb996', '#d4a24c')}`,
        ),
      };
    case 'wreathCondolence':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          linear('bg', '#eef0f2', '#c9ced4'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/>${wreath(400, 220, 140, ['#ffffff', '#f4f1e8', '#e6e8ea', '#fbfaf5'], '#7d8c7a', '#4b5157')}`,
        ),
      };
    case 'children':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          linear('bg', '#ffe9a8', '#ffc98b'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="640" cy="110" r="70" fill="#fff3c4"/>` +
            `<path d="M0 390 Q200 320 400 380 T800 360 V500 H0 Z" fill="#9fd39a"/>` +
            [180, 300, 420, 540]
              .map(
                (x, i) =>
                  `<circle cx="${x}" cy="${300 - (i % 2) * 20}" r="${28 - i * 2}" fill="#ff8f6b"/><rect x="${x - 22}" y="${330 - (i % 2) * 20}" width="44" height="70" rx="20" fill="${['#4f9bd9', '#f26b8a', '#6cc3a0', '#9a7fd1'][i]}"/>`,
              )
              .join(''),
        ),
      };
    case 'elders':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          linear('bg', '#ffd7b0', '#f59f80'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="400" cy="330" r="120" fill="#ffe8c7" fill-opacity="0.8"/>` +
            `<path d="M0 360 Q160 300 320 350 T640 330 T800 350 V500 H0 Z" fill="#c9785f"/><path d="M0 420 Q220 380 420 420 T800 410 V500 H0 Z" fill="#a35d4a"/>`,
        ),
      };
    case 'forest':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          linear('bg', '#dff3e4', '#a8d8b4'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
            Array.from({ length: 9 }, (_, i) => {
              const x = 60 + i * 85;
              const top = 150 + ((i * 37) % 90);
              return `<polygon points="${x},${top} ${x - 55},420 ${x + 55},420" fill="${i % 2 ? '#3f8f5b' : '#2f7449'}"/><rect x="${x - 8}" y="420" width="16" height="40" fill="#6b4f3a"/>`;
            }).join('') +
            `<rect y="455" width="${w}" height="45" fill="#7bbf7f"/>`,
        ),
      };
    case 'ocean':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          linear('bg', '#d6f0ff', '#7cc4ea'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="150" cy="110" r="55" fill="#fffbe0"/>` +
            [260, 320, 380, 440]
              .map(
                (y, i) =>
                  `<path d="M0 ${y} Q100 ${y - 30} 200 ${y} T400 ${y} T600 ${y} T800 ${y} V500 H0 Z" fill="${['#5fb3dd', '#3d98c9', '#2b7fb0', '#1f6793'][i]}"/>`,
              )
              .join(''),
        ),
      };
    case 'care':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          linear('bg', '#e0f5f1', '#9fd9cf'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
            `<path d="M400 400 C240 300 230 170 320 150 C370 140 395 175 400 200 C405 175 430 140 480 150 C570 170 560 300 400 400 Z" fill="#ef7a86"/>` +
            `<rect x="380" y="230" width="40" height="110" rx="6" fill="#ffffff"/><rect x="345" y="265" width="110" height="40" rx="6" fill="#ffffff"/>`,
        ),
      };
    case 'hands':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          linear('bg', '#efe6ff', '#c9b6f0'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
            `<ellipse cx="330" cy="300" rx="150" ry="70" fill="#f7c8a8" transform="rotate(-20 330 300)"/>` +
            `<ellipse cx="470" cy="300" rx="150" ry="70" fill="#e9ad8a" transform="rotate(20 470 300)"/>` +
            `<circle cx="400" cy="190" r="46" fill="#ff9eb0"/>`,
        ),
      };
    case 'bouquet':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          radial('bg', '#fffaf2', '#f3e2d3'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
            `<polygon points="340,300 460,300 420,470 380,470" fill="#c9a27c"/>` +
            [
              [360, 220, '#f48fb1'],
              [420, 200, '#ffd180'],
              [470, 250, '#ce93d8'],
              [330, 270, '#ffab91'],
              [400, 260, '#f8bbd0'],
            ]
              .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="42" fill="${c}"/><circle cx="${x}" cy="${y}" r="14" fill="#fff3e0"/>`)
              .join(''),
        ),
      };
    case 'chart':
      return {
        size: landscape,
        markup: svg(
          w,
          h,
          linear('bg', '#ffffff', '#f1f4f8'),
          `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect x="80" y="60" width="640" height="8" rx="4" fill="#ff8a65"/>` +
            [
              { x: 120, height: 120 },
              { x: 190, height: 170 },
              { x: 260, height: 150 },
              { x: 330, height: 220 },
              { x: 400, height: 260 },
              { x: 470, height: 240 },
              { x: 540, height: 300 },
              { x: 610, height: 330 },
            ]
              .map(({ x, height }, i) => {
                return `<rect x="${x}" y="${430 - height}" width="46" height="${height}" rx="6" fill="${i === 7 ? '#ff7043' : '#90caf9'}"/>`;
              })
              .join('') +
            `<rect x="80" y="430" width="640" height="4" fill="#90a4ae"/>`,
        ),
      };
    case 'weddingMain':
    case 'weddingGallery1':
    case 'weddingGallery2':
    case 'weddingGallery3': {
      const { width: pw, height: ph } = portrait;
      const tones = (
        {
          weddingMain: ['#fdf1ec', '#f3cfc6', '#d98b8b'],
          weddingGallery1: ['#f4f1ff', '#d6ccf2', '#9c88c9'],
          weddingGallery2: ['#eefaf3', '#c5e8d3', '#6fae8c'],
          weddingGallery3: ['#fff8e6', '#f6dfb0', '#c99a48'],
        } satisfies Record<string, [string, string, string]>
      )[name];
      return {
        size: portrait,
        markup: svg(
          pw,
          ph,
          linear('bg', tones[0], tones[1]),
          `<rect width="${pw}" height="${ph}" fill="url(#bg)"/>` +
            `<path d="M120 700 V330 A180 180 0 0 1 480 330 V700" fill="none" stroke="#ffffff" stroke-width="18"/>` +
            `<circle cx="262" cy="420" r="62" fill="none" stroke="${tones[2]}" stroke-width="14"/>` +
            `<circle cx="338" cy="420" r="62" fill="none" stroke="#d4a24c" stroke-width="14"/>` +
            Array.from(
              { length: 14 },
              (_, i) => `<circle cx="${40 + ((i * 83) % 520)}" cy="${60 + ((i * 131) % 220)}" r="${4 + (i % 4) * 2}" fill="#ffffff" fill-opacity="0.7"/>`,
            ).join(''),
        ),
      };
    }
    case 'funeralMain':
    case 'funeralGallery': {
      const { width: pw, height: ph } = portrait;
      const dark = name === 'funeralMain';
      return {
        size: portrait,
        markup: svg(
          pw,
          ph,
          linear('bg', dark ? '#f5f5f3' : '#eef1f0', dark ? '#d5d8da' : '#c8d3cf'),
          `<rect width="${pw}" height="${ph}" fill="url(#bg)"/>` +
            `<rect x="150" y="150" width="300" height="380" rx="12" fill="#ffffff" stroke="#8a9096" stroke-width="6"/>` +
            `<rect x="185" y="185" width="230" height="310" fill="${dark ? '#dfe3e6' : '#dbe6e1'}"/>` +
            `<circle cx="300" cy="300" r="60" fill="#c3c9ce"/><path d="M210 495 Q300 360 390 495 Z" fill="#c3c9ce"/>` +
            Array.from({ length: 8 }, (_, i) => {
              const angle = (i / 8) * Math.PI * 2;
              return `<ellipse cx="${(300 + Math.cos(angle) * 34).toFixed(1)}" cy="${(650 + Math.sin(angle) * 34).toFixed(1)}" rx="30" ry="12" fill="#ffffff" stroke="#d9dcd2" transform="rotate(${((angle * 180) / Math.PI).toFixed(0)} ${(300 + Math.cos(angle) * 34).toFixed(1)} ${(650 + Math.sin(angle) * 34).toFixed(1)})"/>`;
            }).join('') +
            `<circle cx="300" cy="650" r="14" fill="#f2e6a8"/>`,
        ),
      };
    }
  }
}

/** A small WebP of the named picture. */
export async function renderImage(name: SeedImage): Promise<Buffer> {
  const { markup } = drawing(name);
  return sharp(Buffer.from(markup)).webp({ quality: 70, effort: 2 }).toBuffer();
}

/** A small PNG (notice attachments show a PNG beside the PDF). */
export async function renderPng(name: SeedImage): Promise<Buffer> {
  const { markup } = drawing(name);
  return sharp(Buffer.from(markup)).png({ palette: true, colours: 32, compressionLevel: 9 }).toBuffer();
}

export const seedImageNames: SeedImage[] = [
  'wreathCelebration',
  'wreathCondolence',
  'children',
  'elders',
  'forest',
  'ocean',
  'care',
  'hands',
  'bouquet',
  'chart',
  'weddingMain',
  'weddingGallery1',
  'weddingGallery2',
  'weddingGallery3',
  'funeralMain',
  'funeralGallery',
];

/** Every seed picture, rendered once; rows reuse these bytes. */
export async function renderAllImages(): Promise<Record<SeedImage, Buffer>> {
  const entries = await Promise.all(seedImageNames.map(async (name) => [name, await renderImage(name)] as const));
  return Object.fromEntries(entries) as Record<SeedImage, Buffer>;
}

/**
 * A one-page PDF written by hand (Helvetica, ASCII text, a bar chart), valid
 * enough for viewers and for the upload check's magic bytes.
 */
export function renderPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const textOps = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${760 - i * 28} Td (${escape(line)}) Tj ET`).join('\n');
  const bars = [120, 170, 150, 220, 260, 240]
    .map((height, i) => `${i === 5 ? '1 0.44 0.26' : '0.56 0.79 0.98'} rg ${90 + i * 70} 200 46 ${height} re f`)
    .join('\n');
  const stream = `${textOps}\n${bars}\n0.56 0.64 0.68 rg 80 196 440 3 re f`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
