import { useEffect, useMemo, useRef, useState } from 'react';
import type { InvitationPhoto } from '@ongi/shared';
import { useObjectUrls, type ImageItem } from '@web/shared/ui/form';
import type { PreviewPhotos } from './preview-view';

const filesOf = (items: readonly (ImageItem | null)[]) => items.flatMap((item) => (item?.kind === 'new' ? [item.file] : []));

/** Reads each photo's pixel size from its blob address (so the preview keeps its shape). */
function usePixelSizes(urls: ReadonlyMap<File, string>): ReadonlyMap<File, { width: number; height: number }> {
  const [sizes, setSizes] = useState<ReadonlyMap<File, { width: number; height: number }>>(() => new Map());
  useEffect(() => {
    let current = true;
    for (const [file, url] of urls) {
      const image = new Image();
      image.onload = () => {
        if (!current) return;
        setSizes((before) => (before.has(file) ? before : new Map(before).set(file, { width: image.naturalWidth, height: image.naturalHeight })));
      };
      image.src = url;
    }
    return () => {
      current = false;
    };
  }, [urls]);
  return sizes;
}

/** The photos a preview shows: the stored ones of an edit, and blob addresses (with sizes) of the files chosen here. */
export function usePreviewPhotos(mainImage: ImageItem | null, gallery: readonly ImageItem[], stored: ReadonlyMap<number, InvitationPhoto>): PreviewPhotos {
  const latest = filesOf([mainImage, ...gallery]);
  // The same array while the files are the same ones (the object URLs are made again only when they change).
  const kept = useRef<File[]>(latest);
  if (kept.current.length !== latest.length || kept.current.some((file, index) => file !== latest[index])) kept.current = latest;
  const files = kept.current;
  const urls = useObjectUrls(files);
  const sizes = usePixelSizes(urls);
  return useMemo(() => ({ stored, urls, sizes }), [stored, urls, sizes]);
}
