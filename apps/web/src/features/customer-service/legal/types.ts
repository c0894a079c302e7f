/** A paragraph, a numbered list, or a table (the first cell of each row is its heading). */
export type LegalBlock = string | { list: readonly string[] } | { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDoc {
  title: string;
  /** '2026년 12월 1일' */
  effectiveDate: string;
  effectiveDateIso: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/** The company details the texts name, from the site settings. */
export interface LegalParties {
  productName: string;
  companyName: string;
  ceoName: string;
  address: string;
  phone: string;
  email: string;
  privacyOfficer: string;
  hours: string;
}

export const effectiveDate = { text: '2026년 12월 1일', iso: '2026-12-01' } as const;
