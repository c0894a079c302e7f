import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DeleteInvitationInput,
  type InvitationSaved,
  type LifecycleSettingsInput,
  type MemberOrder,
  type OrderFilterDays,
  type Page,
  type UnpartneredChoice,
} from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { placeSearchQuery } from '@web/shared/ui/map/place-search';
import { uploadTo, type UploadOptions } from '@web/shared/lib/upload';
import { campaign as campaignEndpoints } from '@ongi/shared/routes/campaign';
import { campaignCategory as campaignCategoryEndpoints } from '@ongi/shared/routes/campaign-category';
import { donationCategory as donationCategoryEndpoints } from '@ongi/shared/routes/donation-category';
import { invitation as invitationEndpoints } from '@ongi/shared/routes/invitation';
import { partner as partnerEndpoints } from '@ongi/shared/routes/partner';

export type { MemberOrder } from '@ongi/shared';
export type MemberOrderPage = Page<MemberOrder>;

/** The last N days ('all', 0 = today) or an explicit range of days in Korea. */
export type OrderPeriod = { kind: 'ago'; daysAgo: OrderFilterDays } | { kind: 'between'; startDate: string; endDate: string };

export interface OrderFilters {
  page: number;
  period: OrderPeriod;
}

function fetchOrders({ page, period }: OrderFilters, signal: AbortSignal) {
  if (period.kind === 'ago') return call(invitationEndpoints.agoList, { query: { page, daysAgo: period.daysAgo } }, { signal });
  return call(invitationEndpoints.betweenList, { query: { page, startDate: period.startDate, endDate: period.endDate } }, { signal });
}

/** Query keys of my orders: all → lists → list(filters). */
export const invitationQueries = {
  all: () => ['invitation'] as const,
  lists: () => [...invitationQueries.all(), 'my-order-list'] as const,
  list: (filters: OrderFilters) =>
    queryOptions({
      queryKey: [...invitationQueries.lists(), filters] as const,
      queryFn: ({ signal }) => fetchOrders(filters, signal),
      placeholderData: keepPreviousData,
    }),
};

// ---------------------------------------------------------------------------
// The wedding and funeral forms (spec 001 §2, §7)

export type InvitationFormKind = 'wedding' | 'funeral';

/** What the forms look up: venues or funeral homes, the category trees, the campaign cards, places, an edit's record. */
export const invitationFormQueries = {
  all: () => [...invitationQueries.all(), 'form'] as const,
  partners: (type: InvitationFormKind) =>
    queryOptions({
      queryKey: [...invitationFormQueries.all(), 'partners', type] as const,
      queryFn: ({ signal }) => call(partnerEndpoints.list, { query: { type } }, { signal }),
      staleTime: 10 * 60 * 1000,
    }),
  campaignTree: () =>
    queryOptions({
      queryKey: [...invitationFormQueries.all(), 'campaign-category-tree'] as const,
      queryFn: ({ signal }) => call(campaignCategoryEndpoints.tree, undefined, { signal }),
      staleTime: 10 * 60 * 1000,
    }),
  donationTree: () =>
    queryOptions({
      queryKey: [...invitationFormQueries.all(), 'donation-category-tree'] as const,
      queryFn: ({ signal }) => call(donationCategoryEndpoints.tree, undefined, { signal }),
      staleTime: 10 * 60 * 1000,
    }),
  /** The campaign cards a form offers: a wedding's by its categories, a funeral's by its funeral home (at most 7) with the wreaths of no partner. */
  campaigns: (filter: CampaignPickerFilter) =>
    queryOptions({
      queryKey: [...invitationFormQueries.all(), 'campaigns', filter] as const,
      queryFn: ({ signal }) => call(campaignEndpoints.forInvitationForm, { query: filter }, { signal }),
      staleTime: 60 * 1000,
      placeholderData: keepPreviousData,
    }),
  places: placeSearchQuery,
  weddingEdit: (weddingInvitationSeq: number) =>
    queryOptions({
      queryKey: [...invitationFormQueries.all(), 'wedding-edit', weddingInvitationSeq] as const,
      queryFn: ({ signal }) => call(invitationEndpoints.wedding.load, { params: { weddingInvitationSeq } }, { signal }),
      // What the edit shows must be what is stored now, and a refusal (401/403/404) is an answer, not a hiccup.
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  funeralEdit: (funeralInvitationSeq: number) =>
    queryOptions({
      queryKey: [...invitationFormQueries.all(), 'funeral-edit', funeralInvitationSeq] as const,
      queryFn: ({ signal }) => call(invitationEndpoints.funeral.load, { params: { funeralInvitationSeq } }, { signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

export type CampaignPickerFilter =
  | { campaignType: 'WEDDING'; categoryCampaignSeq?: number; categoryDonationSeq?: number }
  | { campaignType: 'FUNERAL'; partnerSeq?: number; unpartnered: UnpartneredChoice; limit: number };

export interface InvitationUpload {
  kind: InvitationFormKind;
  /** The invitation's seq when editing; absent for a new one. */
  seq?: number;
  json: unknown;
  mainImage: File | null;
  attachList: readonly File[];
  upload?: UploadOptions;
}

/**
 * POST /api/invitation/{kind}[/{seq}]: the JSON part (weddingInvitation or
 * funeralInvitation) first, then the main photo and the gallery's new files.
 */
export function uploadInvitation({ kind, seq, json, mainImage, attachList, upload }: InvitationUpload): Promise<InvitationSaved> {
  const form = new FormData();
  form.append(kind === 'wedding' ? 'weddingInvitation' : 'funeralInvitation', new Blob([JSON.stringify(json)], { type: 'application/json' }));
  if (mainImage) form.append('mainImage', mainImage, mainImage.name);
  for (const photo of attachList) form.append('attachList', photo, photo.name);
  const endpoints = invitationEndpoints[kind];
  if (seq === undefined) return uploadTo(endpoints.create, { body: form }, upload);
  if (kind === 'wedding') return uploadTo(invitationEndpoints.wedding.edit, { params: { weddingInvitationSeq: seq }, body: form }, upload);
  return uploadTo(invitationEndpoints.funeral.edit, { params: { funeralInvitationSeq: seq }, body: form }, upload);
}

/** Saves an invitation; my orders are read again (a new one is on my-page at once). */
export function useSaveInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationQueries.lists() }),
  });
}

// ---------------------------------------------------------------------------
// 공개·보관 설정: the invitation's lifecycle in the host's hands (issue 27)

export const lifecycleQueries = {
  all: () => [...invitationQueries.all(), 'lifecycle'] as const,
  detail: (orderNum: string) =>
    queryOptions({
      queryKey: [...lifecycleQueries.all(), orderNum] as const,
      queryFn: ({ signal }) => call(invitationEndpoints.lifecycle, { params: { orderNum } }, { signal }),
      // A refusal (401/403/404) is an answer, not a hiccup.
      retry: false,
    }),
};

/** Saves the host's choices; the screen shows the stored ones at once. */
export function useSaveLifecycle(orderNum: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LifecycleSettingsInput) => call(invitationEndpoints.saveLifecycle, { params: { orderNum }, body }),
    onSuccess: (saved) => queryClient.setQueryData(lifecycleQueries.detail(orderNum).queryKey, saved),
  });
}

/** Deletes the invitation; my orders are read again (it is gone from them). */
export function useDeleteInvitation(orderNum: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteInvitationInput) => call(invitationEndpoints.delete, { params: { orderNum }, body }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: lifecycleQueries.detail(orderNum).queryKey });
      await queryClient.invalidateQueries({ queryKey: invitationQueries.lists() });
    },
  });
}
