/** Every address the home page links to, given by its route module (features never write URLs). */
export interface HomeLinks {
  overview: string;
  /** How a wedding card or funeral notice with a donation wreath is made (the overview's how-it-works). */
  guide: string;
  wedding: string;
  funeral: string;
  sponsorList: string;
  sponsorDetail: (sponsorSeq: number) => string;
  campaignList: string;
  noticeList: string;
  noticeDetail: (noticeSeq: number) => string;
  faq: string;
  inquiry: string;
  /** Payment lookup: the login page's non-member tab. */
  paymentLookup: string;
  /** '후원 메시지': the board of paid wreaths' messages. */
  wreathMessages: string;
}
