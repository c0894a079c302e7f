// The invitation forms' photos: the rules a selection must keep (the spec's
// 12 and the server's types and size), the stored photos of an edit as the
// kit's image items, and what a request carries of them.
import { galleryMax, invitationPhotoMaxBytes, messages, type InvitationAttachment, type InvitationPhoto } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { imageListParts, type ImageItem, type ImageRules, type StoredImage } from '@web/shared/ui/form';

/** The types the server keeps (it decides by the bytes; the browser only filters the picker). */
export const invitationPhotoTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const photoRules: Omit<ImageRules, 'max'> = {
  types: invitationPhotoTypes,
  maxBytes: invitationPhotoMaxBytes,
  messages: { tooMany: messages.invitation.tooManyPhotos, type: messages.invitation.photoType, size: messages.invitation.photoSize },
};

export { galleryMax };

/** A stored photo's thumbnail: its smallest WebP size (the original is never fetched for a thumbnail). */
export function thumbnailUrl(photo: InvitationPhoto): string {
  return imageUrl(photo.variants[0]?.path ?? photo.path);
}

/** The edit load's photos as the form holds them: the main photo and the gallery, in order. */
export function storedPhotosOf(attachList: readonly InvitationAttachment[]): { mainImage: StoredImage | null; gallery: StoredImage[] } {
  const asItem = (attachment: InvitationAttachment): StoredImage => ({
    kind: 'stored',
    id: attachment.attachSeq,
    url: thumbnailUrl(attachment.photo),
    name: attachment.originalName,
  });
  const main = attachList.find((attachment) => attachment.attachType === 'main');
  return {
    mainImage: main ? asItem(main) : null,
    gallery: attachList.filter((attachment) => attachment.attachType === 'gallery').map(asItem),
  };
}

/** How many photos the invitation will have after this save: what the schema checks on both ends. */
export function photoCountsOf(values: { mainImage: ImageItem | null; gallery: readonly ImageItem[] }) {
  return { main: values.mainImage ? 1 : 0, gallery: values.gallery.length };
}

/** The files a save sends: a new main photo (replacing the stored one) and the new gallery photos, appended. */
export function photoFilesOf(values: { mainImage: ImageItem | null; gallery: readonly ImageItem[] }): { mainImage: File | null; attachList: File[] } {
  return {
    mainImage: values.mainImage?.kind === 'new' ? values.mainImage.file : null,
    attachList: imageListParts(values.gallery).files,
  };
}
