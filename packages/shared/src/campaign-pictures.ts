/** What a campaign's pictures are drawn from: its detail answer. */
export interface CampaignPictureSource {
  attachList: ReadonlyArray<{ campaignAttachSeq: number; path: string }>;
  thumbnailPath: string | null;
}

/**
 * The pictures of a campaign's gallery, in order: its attachments, else its
 * thumbnail. The detail page draws them, and its HTML asks for the first with
 * the page (first-screen.ts): both read this, so the picture asked for is the one drawn.
 */
export function campaignPictures(campaign: CampaignPictureSource): Array<{ key: number | 'thumbnail'; path: string }> {
  if (campaign.attachList.length > 0) return campaign.attachList.map((file) => ({ key: file.campaignAttachSeq, path: file.path }));
  return campaign.thumbnailPath ? [{ key: 'thumbnail', path: campaign.thumbnailPath }] : [];
}
