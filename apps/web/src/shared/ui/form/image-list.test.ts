import { describe, expect, it } from 'vitest';
import { galleryMax, invitationPhotoMaxBytes, messages, reviewPhotoMaxBytes, reviewPhotoTypes } from '@ongi/shared';
import { acceptOf, imageListParts, isAcceptedImage, removedIds, selectionProblem, type ImageItem, type ImageRules } from './image-list';

const gallery: ImageRules = {
  max: galleryMax,
  maxBytes: invitationPhotoMaxBytes,
  messages: { tooMany: messages.invitation.tooManyPhotos, type: messages.invitation.photoType, size: messages.invitation.photoSize },
};
const photo = (type = 'image/jpeg', size = 1000) => ({ type, size });
const photos = (count: number) => Array.from({ length: count }, () => photo());

describe('image list rules', () => {
  it("refuses a selection that would go over the limit, whole, with the caller's sentence", () => {
    expect(selectionProblem(0, photos(12), gallery)).toBeNull();
    expect(selectionProblem(0, photos(13), gallery)).toBe(messages.invitation.tooManyPhotos);
    expect(selectionProblem(10, photos(2), gallery)).toBeNull();
    expect(selectionProblem(10, photos(3), gallery)).toBe(messages.invitation.tooManyPhotos);
  });

  it('takes images only, and each within its size', () => {
    expect(selectionProblem(0, [photo(), photo('text/plain')], gallery)).toBe(messages.invitation.photoType);
    expect(selectionProblem(0, [photo('image/webp', invitationPhotoMaxBytes + 1)], gallery)).toBe(messages.invitation.photoSize);
    expect(isAcceptedImage(photo('image/heic'))).toBe(true);
    const review: ImageRules = {
      max: 5,
      types: reviewPhotoTypes,
      maxBytes: reviewPhotoMaxBytes,
      messages: { tooMany: messages.review.tooManyPhotos, type: messages.review.photoType, size: messages.review.photoSize },
    };
    expect(selectionProblem(0, [photo('image/webp')], review)).toBe(messages.review.photoType);
    expect(selectionProblem(0, photos(6), review)).toBe(messages.review.tooManyPhotos);
    expect(acceptOf(reviewPhotoTypes)).toBe('image/jpeg,image/gif,image/png');
    expect(acceptOf()).toBe('image/*');
  });

  it('reports the stored photos taken out (once) and splits a list into new files and kept ids', () => {
    const file = new File(['x'], 'new.jpg', { type: 'image/jpeg' });
    const before: ImageItem[] = [
      { kind: 'stored', id: 7, url: '/a' },
      { kind: 'stored', id: 9, url: '/b' },
      { kind: 'new', key: 'n1', file },
    ];
    const after = before.filter((item) => !(item.kind === 'stored' && item.id === 9));
    expect(removedIds(before, after)).toEqual([9]);
    expect(removedIds(before, after, [9])).toEqual([9]);
    expect(removedIds(after, after.slice(1), [9])).toEqual([9, 7]);
    expect(imageListParts(before)).toEqual({ files: [file], keptIds: [7, 9] });
  });
});
