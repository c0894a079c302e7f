import type { CustomerServiceTabLinks } from './components/cs-tabs';

/** The addresses the customer-service pages link to; the route modules pass `paths.customerService`. */
export interface CustomerServiceLinks extends CustomerServiceTabLinks {
  noticeDetail: (noticeSeq: number) => string;
}
