import { itemAt } from '@ongi/shared';
import { sanitizeRichText } from '../lib/rich-text';
import type { CategoryOf } from './categories';
import { sponsorHtml, sponsorSeeds } from './demo/sponsors';
import { createSponsor, dayFromToday } from './factories';
import { cardPictures, daysAgo, pad, storeCardFiles, type CardFiles, type SeedContext, type SeedFiles } from './context';

export function storeSponsorFiles(files: SeedFiles): Promise<CardFiles[]> {
  return Promise.all(
    sponsorSeeds.map((seed, i) =>
      storeCardFiles(files, seed, { thumbnail: `sponsor${pad(i + 1)}_thumbnail.webp`, attach: `후원활동_현장사진_${pad(i + 1)}.webp` }),
    ),
  );
}

/** Sponsor activities, each created two days after its period ended (or a day ago while it runs). */
export async function insertSponsors({ tx, now, count }: SeedContext, category: CategoryOf, pictures: CardFiles[]) {
  for (const [i, seed] of sponsorSeeds.entries()) {
    await createSponsor(tx, {
      categorySeq: category('sponsor', seed.category),
      title: seed.title,
      content: seed.content,
      editorHtml: sanitizeRichText(sponsorHtml(seed)),
      sponsorAmount: seed.sponsorAmount,
      startDate: dayFromToday(seed.start, now),
      endDate: dayFromToday(seed.end, now),
      ...cardPictures(itemAt(pictures, i, 'the pictures stored for each sponsor activity')),
      createDate: daysAgo(Math.max(1, -seed.end + 2), now, '15:00'),
    });
    count('sponsor');
  }
}
