import { sanitizeRichText } from '../lib/rich-text';
import type { CategoryOf } from './categories';
import { faqSeeds, noticeSeeds, popupSeeds } from './demo/content';
import { createFaq, createNotice, createPopup, dayFromToday, type FileRef } from './factories';
import { renderPdf, renderPng } from './images';
import { daysAgo, pad, type SeedContext, type SeedFiles } from './context';

/** Each notice's attachments: a chart or event picture as PNG, a report as PDF. */
export async function storeNoticeFiles(files: SeedFiles): Promise<FileRef[][]> {
  const [reportPng, eventPng] = await Promise.all([renderPng('chart'), renderPng('bouquet')]);
  return Promise.all(
    noticeSeeds.map((seed) =>
      Promise.all(
        (seed.attach ?? []).map(async (kind) => {
          const base = seed.title.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '');
          if (kind === 'png') return files.document(seed.category === '이벤트' ? eventPng : reportPng, `${base}.png`);
          return files.document(
            renderPdf([
              'Ongi - digital donation wreaths',
              seed.title.includes('영수증') ? 'How to request a donation receipt' : 'Quarterly donation delivery report',
              'Half of every wreath payment goes to the chosen recipient.',
              'Amounts by recipient are listed in the notice.',
            ]),
            `${base}.pdf`,
          );
        }),
      ),
    ),
  );
}

export async function insertNotices({ tx, now, count }: SeedContext, category: CategoryOf, attachments: FileRef[][]) {
  for (const [i, seed] of noticeSeeds.entries()) {
    const created = daysAgo(seed.daysAgo, now, `${pad(9 + (i % 8))}:${pad((i * 7) % 60)}`);
    await createNotice(tx, {
      categorySeq: category('notice', seed.category),
      title: seed.title,
      content: sanitizeRichText(seed.body.map((paragraph) => `<p>${paragraph}</p>`).join('') + (seed.pasted ?? '')),
      topNoticeYn: seed.pinned ? 'Y' : 'N',
      viewCnt: seed.viewCnt,
      attachList: attachments[i],
      createDate: created,
      updateDate: created,
    });
    count('notice');
  }
}

export async function insertFaqs({ tx, now, count }: SeedContext, category: CategoryOf) {
  for (const [i, seed] of faqSeeds.entries()) {
    await createFaq(tx, {
      categorySeq: category('faq', seed.category),
      title: seed.title,
      content: seed.content,
      createDate: daysAgo(280 - i * 5, now),
    });
    count('faq');
  }
}

export async function insertPopups({ tx, now, count }: SeedContext) {
  for (const seed of popupSeeds) {
    await createPopup(tx, {
      title: seed.title,
      content: sanitizeRichText(seed.content),
      startDate: dayFromToday(seed.start, now),
      endDate: dayFromToday(seed.end, now),
      useStatus: seed.useStatus,
      xCoord: seed.xCoord,
      yCoord: seed.yCoord,
    });
    count('popup');
  }
}
