import { z } from '../zod';

/** Company information from the server's configuration: footer, customer-service boxes, terms. */
export const siteSettingsSchema = z.object({
  productName: z.string(),
  companyName: z.string(),
  ceoName: z.string(),
  businessNumber: z.string(),
  mailOrderNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
  privacyOfficer: z.string(),
  hours: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
