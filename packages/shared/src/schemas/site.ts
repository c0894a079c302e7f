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
  /** Kakao's JavaScript key when configured: the Kakao Maps SDK and KakaoTalk share; null draws the product's own map. */
  kakaoJsKey: z.string().nullable(),
  /**
   * Outside services as this server runs them: 'live' with the provider's keys,
   * 'sandbox' with the local stand-in (its pages say 테스트용), 'off' when
   * neither may run (production without keys and without ALLOW_SANDBOX).
   */
  services: z.object({
    identityVerification: z.enum(['live', 'sandbox', 'off']),
    naver: z.enum(['live', 'sandbox', 'off']),
    kakao: z.enum(['live', 'sandbox', 'off']),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const serviceModes = ['live', 'sandbox', 'off'] as const;
export type ServiceMode = (typeof serviceModes)[number];
