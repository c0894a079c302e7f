/** The addresses my-review rows link to; the route module passes them from app/paths. */
export interface MyReviewLinks {
  campaignDetail: (campaignSeq: number) => string;
  /** Where reviews are written from. */
  orderList: string;
}
