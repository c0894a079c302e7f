import { describe, expect, it } from 'vitest';
import { campaignPictures } from './campaign-pictures';

describe("a campaign's gallery pictures", () => {
  it('are its attachments in order, the thumbnail left out', () => {
    const pictures = campaignPictures({
      attachList: [
        { campaignAttachSeq: 7, path: 'campaign/a.png' },
        { campaignAttachSeq: 9, path: 'campaign/b.png' },
      ],
      thumbnailPath: 'campaign/thumb.png',
    });
    expect(pictures).toEqual([
      { key: 7, path: 'campaign/a.png' },
      { key: 9, path: 'campaign/b.png' },
    ]);
  });

  it('are the thumbnail alone without attachments, and none without either', () => {
    expect(campaignPictures({ attachList: [], thumbnailPath: 'campaign/thumb.png' })).toEqual([{ key: 'thumbnail', path: 'campaign/thumb.png' }]);
    expect(campaignPictures({ attachList: [], thumbnailPath: null })).toEqual([]);
  });
});
