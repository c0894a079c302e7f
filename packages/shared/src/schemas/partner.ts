import { z } from '../zod';
import { seqParam } from './query';

export const partnerKinds = ['wedding', 'funeral'] as const;
export type PartnerKind = (typeof partnerKinds)[number];

/** GET /api/partners/get-partner-with-details/:id */
export const partnerParamsSchema = z.object({ id: seqParam });

/** A wedding venue or funeral home with its halls or rooms (details) in order. */
export const partnerWithDetailsSchema = z.object({
  partnerSeq: z.number().int(),
  type: z.enum(partnerKinds),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  addressName: z.string().nullable(),
  roadAddressName: z.string().nullable(),
  phone: z.string().nullable(),
  placeUrl: z.string().nullable(),
  details: z.array(z.object({ seq: z.number().int(), name: z.string() })),
});
export type PartnerWithDetails = z.infer<typeof partnerWithDetailsSchema>;
