/**
 * What a picture costs the server to take in, before and after the pixel cap
 * (issue 22, 2.4): thirteen PNGs each declaring 16,000 × 16,000 pixels (one
 * colour, under a megabyte each: what the security review sent in one
 * invitation), and one 50-megapixel photo (8160 × 6120, a phone camera's
 * largest mode) that must still go through.
 *
 * "before" is the pipeline as it was: sharp's own limits (268 megapixels),
 * the upload turned upright and kept in memory, then each WebP copy made from
 * it. "after" is the product's readImage (modules/file/images.ts) and the same
 * copies made as storePhoto makes them. Each case runs in a fresh process,
 * which reports its CPU time and its peak resident memory.
 *
 *   npm run bench:images -w @ongi/server
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { checkUpload, megabytes, openImage, readImage } from '../src/modules/file';
import { linkPreviewSize, photoWidths } from '../src/modules/file/images';

const cacheDir = path.join(os.tmpdir(), 'ongi-bench-images');
const bombFile = path.join(cacheDir, 'declares-16000x16000.png');
const photoFile = path.join(cacheDir, 'photo-8160x6120.jpg');
const bombs = Number(process.env.BENCH_PHOTOS ?? 13);

async function prepare() {
  fs.mkdirSync(cacheDir, { recursive: true });
  if (!fs.existsSync(bombFile)) {
    await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#f4a7b9' } })
      .png({ compressionLevel: 9 })
      .toFile(bombFile);
  }
  if (!fs.existsSync(photoFile)) {
    // Large soft shapes with a fine grain, about as hard to encode as a photo: 10-15 MB as JPEG.
    const [width, height] = [8160, 6120];
    const shapes = await sharp({
      create: {
        width: Math.round(width / 16),
        height: Math.round(height / 16),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 8 } } })
      .raw()
      .toBuffer();
    await sharp(await sharp(shapes).resize(width, height, { kernel: 'cubic' }).blur(4).toBuffer())
      .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
      .jpeg({ quality: 88 })
      .toFile(photoFile);
  }
}

/** The copies storePhoto makes (WebP at the standard widths and the link preview), from a picture already in memory. */
async function copiesOf(picture: Buffer | string, width: number, open: (input: Buffer | string) => Sharp) {
  const targets = new Set([...photoWidths.filter((target) => target < width), Math.min(width, Math.max(...photoWidths))]);
  for (const target of targets) await open(picture).resize({ width: target, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer();
  await open(picture)
    .resize({ ...linkPreviewSize, fit: 'cover', position: 'attention' })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}

async function before(file: string) {
  const oriented = await sharp(file).rotate().toBuffer({ resolveWithObject: true });
  await copiesOf(oriented.data, oriented.info.width, (input) => sharp(input));
  return `kept ${oriented.info.width}×${oriented.info.height}`;
}

async function after(file: string) {
  try {
    const checked = await checkUpload(
      { path: file, size: fs.statSync(file).size, originalName: path.basename(file) },
      { accept: 'image', maxBytes: megabytes(15) },
    );
    const image = await readImage(checked);
    await copiesOf('buffer' in image ? image.buffer : image.path, image.width, (input) => openImage(input));
    if ('path' in image) fs.rmSync(image.path, { force: true });
    return `kept ${image.width}×${image.height}`;
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

/** One invitation's photos are taken one after another (invitation/save.ts storePhotos). */
async function each(times: number, run: () => Promise<string>): Promise<string> {
  let outcome = '';
  for (let i = 0; i < times; i += 1) outcome = await run();
  return outcome;
}

const cases: Record<string, { label: string; run: () => Promise<string> }> = {
  // The process with the product's modules loaded and nothing taken in: the floor of the peaks below.
  idle: { label: 'nothing (the process itself)', run: async () => '' },
  'bomb-before': { label: `${bombs} × PNG declaring 16,000 × 16,000, before`, run: () => each(bombs, () => before(bombFile)) },
  'bomb-after': { label: `${bombs} × PNG declaring 16,000 × 16,000, after`, run: () => each(bombs, () => after(bombFile)) },
  'photo-before': { label: '50-megapixel JPEG (8160 × 6120), before', run: () => before(photoFile) },
  'photo-after': { label: '50-megapixel JPEG (8160 × 6120), after', run: () => after(photoFile) },
};

async function runCase(name: string) {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const chosen = cases[name];
  if (!chosen) throw new Error(`no case ${name}: one of ${Object.keys(cases).join(', ')}`);
  const outcome = await chosen.run();
  const used = process.cpuUsage(cpu);
  const result = {
    wallMs: Date.now() - started,
    cpuMs: Math.round((used.user + used.system) / 1000),
    peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
    outcome,
  };
  process.stdout.write(JSON.stringify(result));
}

async function main() {
  const only = process.argv[2];
  if (only) return runCase(only);
  await prepare();
  console.log(
    `bomb file ${(fs.statSync(bombFile).size / 1024).toFixed(0)} KB, photo ${(fs.statSync(photoFile).size / 1024 / 1024).toFixed(1)} MB, ${os.availableParallelism()} cores`,
  );
  console.log('| case | wall | CPU | peak RSS | outcome |\n|---|---:|---:|---:|---|');
  const self = fileURLToPath(import.meta.url);
  for (const [name, { label }] of Object.entries(cases)) {
    const output = execFileSync(process.execPath, [...process.execArgv, self, name], { encoding: 'utf8', maxBuffer: 1024 * 1024 });
    const result = JSON.parse(output.slice(output.lastIndexOf('{'))) as { wallMs: number; cpuMs: number; peakMb: number; outcome: string };
    console.log(`| ${label} | ${(result.wallMs / 1000).toFixed(1)} s | ${(result.cpuMs / 1000).toFixed(1)} s | ${result.peakMb} MB | ${result.outcome} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
