import { useState, type ImgHTMLAttributes } from 'react';
import fallback1 from './fallback-images/fallback-1.svg';
import fallback2 from './fallback-images/fallback-2.svg';
import fallback3 from './fallback-images/fallback-3.svg';
import fallback4 from './fallback-images/fallback-4.svg';

/** The four pictures a broken thumbnail is replaced with (spec 000 §2). */
export const fallbackImages = [fallback1, fallback2, fallback3, fallback4] as const;

/** One of the four fallback pictures, chosen at random. */
export function randomFallbackImage(): string {
  return fallbackImages[Math.floor(Math.random() * fallbackImages.length)] ?? fallback1;
}

/** An <img> that, when its picture fails to load (or there is none), shows one of four fallback pictures at random. */
export function FallbackImage({ src, onError, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const [fallback] = useState(randomFallbackImage);
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={broken ? fallback : src}
      data-fallback={broken || undefined}
      onError={(event) => {
        if (!broken) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
