import { itemAt } from '@ongi/shared';
import { sanitizeRichText } from '../lib/rich-text';
import type { CategoryOf, TreePathOf } from './categories';
import { donationGroupHtml, donationGroupSeeds } from './demo/donation-groups';
import { createDonationGroup } from './factories';
import { cardPictures, daysAgo, pad, storeCardFiles, type CardFiles, type SeedContext, type SeedFiles } from './context';

export function storeDonationGroupFiles(files: SeedFiles): Promise<CardFiles[]> {
  return Promise.all(
    donationGroupSeeds.map((seed, i) =>
      storeCardFiles(files, seed, { thumbnail: `donation_group${pad(i + 1)}_thumbnail.webp`, attach: `단체소개_${pad(i + 1)}.webp` }),
    ),
  );
}

export async function insertDonationGroups(
  { tx, now, count }: SeedContext,
  { category, donationCategoryOf }: { category: CategoryOf; donationCategoryOf: TreePathOf },
  pictures: CardFiles[],
) {
  for (const [i, seed] of donationGroupSeeds.entries()) {
    await createDonationGroup(tx, {
      categorySeq: category('donationGroup', seed.category),
      categoryDonationSeq: seed.recipient ? donationCategoryOf(seed.recipient) : null,
      groupName: seed.groupName,
      groupExplain: seed.groupExplain,
      editorHtml: sanitizeRichText(donationGroupHtml(seed)),
      ...cardPictures(itemAt(pictures, i, 'the pictures stored for each donation group')),
      createDate: daysAgo(290 - i * 11, now),
    });
    count('donationGroup');
  }
}
