import type { InvitationPhoto } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';

/**
 * The main photo's `sizes`, the same in every layout: the server's
 * `<link rel="preload" imagesrcset imagesizes>` for the main photo must say
 * exactly this, so the browser reuses the preloaded file.
 */
export const mainPhotoSizes = '(max-width: 480px) 100vw, 480px';

interface PhotoProps {
  photo: InvitationPhoto;
  alt: string;
  /** Which width the photo takes on screen, so the browser picks the variant. */
  sizes: string;
  /** Only the first photo a guest sees loads at once; the rest wait until they are near. */
  eager?: boolean;
  className?: string;
  /**
   * Site pictures (a campaign's thumbnail) come without sizes of their own:
   * they may show from their stored file, at this box's width and height.
   * A host's photo never does: without its sizes it shows nothing.
   */
  stored?: { width: number; height: number };
}

/** The width the plain `src` asks for (browsers without srcset, and the preload's fallback). */
const defaultWidth = 960;

/**
 * A stored photo from its WebP sizes (never the original), with its width and
 * height so nothing moves when it arrives. A photo the host chose in the form
 * and has not uploaded yet (preview) shows from its blob: address.
 */
export function Photo({ photo, alt, sizes, eager = false, className, stored }: PhotoProps) {
  const common = {
    alt,
    className,
    width: photo.width || stored?.width,
    height: photo.height || stored?.height,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: eager ? ('auto' as const) : ('async' as const),
    fetchPriority: eager ? ('high' as const) : undefined,
  };
  // Attributes in this order: loading, srcset and sizes must be known before src starts a download.
  if (photo.previewUrl) return <img {...common} src={photo.previewUrl} />;
  const largest = photo.variants.at(-1);
  if (!largest) return stored ? <img {...common} src={imageUrl(photo.path)} /> : null;
  const fallback = photo.variants.find((variant) => variant.width >= defaultWidth) ?? largest;
  return (
    <img
      {...common}
      srcSet={photo.variants.map((variant) => `${imageUrl(variant.path)} ${variant.width}w`).join(', ')}
      sizes={sizes}
      src={imageUrl(fallback.path)}
    />
  );
}
