import sharp from 'sharp';
import { itemAt } from '@ongi/shared';

export interface TestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const colours = ['#c98f7a', '#7a9cc9', '#8fc97a', '#c9b97a', '#a77ac9', '#7ac9c0'];

/** Small distinct JPEG photos made on the spot (a camera's kind of file), named `{prefix}-1.jpg` and so on. */
export async function jpegPhotos(count: number, prefix = 'photo', size = { width: 640, height: 480 }): Promise<TestPhoto[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `${prefix}-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { ...size, channels: 3, background: itemAt(colours, index % colours.length, 'a colour') } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    })),
  );
}
