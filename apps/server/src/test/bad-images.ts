import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { itemAt } from '@ongi/shared';

// Files that look like pictures by their first bytes and are not what they
// claim (issue 22, 2.4 and 2.11): what an upload must refuse by name, or keep
// only the picture of.

/** A real photo-like JPEG (noise, so it is not tiny), 800 × 600. */
export function noisyJpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A JPEG cut off halfway, as a failed transfer leaves it: its header is whole, its pixels are not. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await noisyJpeg();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = itemAt(crcTable, (crc ^ byte) & 0xff, 'a CRC table entry') ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid PNG header declaring width × height, followed by one row of pixels:
 * a few hundred bytes that would ask for gigabytes if decoded.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF header with a script and a page behind it: sniffed as a GIF, read by a careless browser as HTML. */
export const gifPolyglot = Buffer.from('GIF89a/*\x00\x00*/=1;<script>alert(document.cookie)</script><html><body>온기</body></html>', 'latin1');

/** What an upload hides behind a real picture: a zip's signature and a script. */
export const hiddenTrailer = Buffer.from('PK\x03\x04hidden.zip<script>alert(1)</script>', 'latin1');

/** A real picture with `hiddenTrailer` appended after its end. */
export async function withTrailer(picture: Buffer | Promise<Buffer>): Promise<Buffer> {
  return Buffer.concat([await picture, hiddenTrailer]);
}
