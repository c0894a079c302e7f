import type { Readable } from 'node:stream';
import type { Sharp } from 'sharp';
import sharp from 'sharp';
import type { Storage } from '@server/integrations/storage/local';
import { imageWork, linkPreviewSize, openImage } from '../file';
import type { PublicInvitation } from './view';

// The picture of a shared link (issue 24 §5): a 1200×630 JPEG, the size and
// type every messenger's preview takes, made from the invitation's main photo
// when a link is first opened and kept with the public reads until a write.
// A funeral's portrait is never cropped: it stands whole on a calm ground,
// as it would on the altar. A wedding photo as wide as the card fills it,
// cropped where sharp finds the most detail (faces, not the sky); a narrower
// one stands whole on a blurred copy of itself. Without a photo each kind has
// a quiet picture of its own. No text is drawn: the preview's title and
// description beside the picture carry the names, the day and the place, and a
// server without Korean fonts would draw empty boxes.

const { width, height } = linkPreviewSize;
/** A photo at least this much wider than tall fills a wedding card; a narrower one would lose heads or feet. */
const fillRatio = 1.4;
/** The margin around a funeral portrait, so it reads as framed rather than squeezed. */
const portraitMargin = 40;
/** A warm, light grey: calm behind any portrait, black-and-white or colour. */
const funeralGround = { r: 238, g: 235, b: 230 };

const jpeg = (image: Sharp) => image.flatten({ background: funeralGround }).jpeg({ quality: 82, progressive: true, mozjpeg: true });

const weddingDefault = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf4f0"/><stop offset="1" stop-color="#f2dfd8"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g fill="none" stroke="#c49a78" stroke-width="12"><circle cx="545" cy="315" r="95"/><circle cx="655" cy="315" r="95"/></g>
</svg>`;

const petals = Array.from({ length: 16 }, (_, index) => `<ellipse cx="600" cy="235" rx="26" ry="80" transform="rotate(${index * 22.5} 600 315)"/>`).join('');
const funeralDefault = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f3f0"/><stop offset="1" stop-color="#e3e1dc"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g fill="#ffffff" stroke="#d3cfc8" stroke-width="2">${petals}</g>
  <circle cx="600" cy="315" r="34" fill="#efe5c4" stroke="#d9cc9f" stroke-width="2"/>
</svg>`;

/** The default pictures, drawn once per process. */
const defaults = new Map<PublicInvitation['type'], Promise<Buffer>>();

function defaultPicture(type: PublicInvitation['type']): Promise<Buffer> {
  let picture = defaults.get(type);
  if (!picture) {
    picture = imageWork(() => jpeg(sharp(Buffer.from(type === 'W' ? weddingDefault : funeralDefault))).toBuffer());
    defaults.set(type, picture);
  }
  return picture;
}

async function bytesOf(body: Readable): Promise<Buffer> {
  return Buffer.concat((await body.toArray()) as Buffer[]);
}

/** The 1200×630 JPEG of a photo for this kind of invitation (see above). */
export async function composeLinkPreview(type: PublicInvitation['type'], photo: Buffer): Promise<Buffer> {
  return imageWork(async () => {
    const { width: photoWidth = 0, height: photoHeight = 0 } = await openImage(photo).metadata();
    if (type === 'W' && photoHeight > 0 && photoWidth / photoHeight >= fillRatio) {
      return jpeg(openImage(photo).resize({ width, height, fit: 'cover', position: 'attention' })).toBuffer();
    }
    const margin = type === 'F' ? portraitMargin : 0;
    const whole = await openImage(photo)
      .resize({ width: width - 2 * margin, height: height - 2 * margin, fit: 'inside' })
      .png()
      .toBuffer();
    const ground =
      type === 'F'
        ? sharp({ create: { width, height, channels: 3, background: funeralGround } })
        : sharp(await openImage(photo).resize({ width, height, fit: 'cover' }).blur(28).modulate({ brightness: 1.08, saturation: 0.7 }).png().toBuffer());
    return jpeg(ground.composite([{ input: whole, gravity: 'centre' }])).toBuffer();
  });
}

/**
 * The link preview of a public invitation: from its main photo's largest
 * stored copy (at most 1600 wide: enough for 1200×630, and no phone original
 * to decode), or the kind's default when it has none or its bytes are gone.
 */
export async function linkPreviewPicture(storage: Storage, invitation: Pick<PublicInvitation, 'type' | 'mainPhoto'>): Promise<Buffer> {
  const photo = invitation.mainPhoto;
  const key = photo ? (photo.variants.at(-1)?.path ?? photo.path) : null;
  const stored = key ? await storage.get(key) : null;
  if (!stored) return defaultPicture(invitation.type);
  return composeLinkPreview(invitation.type, await bytesOf(stored.body));
}
