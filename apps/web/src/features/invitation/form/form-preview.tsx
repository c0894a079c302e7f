import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { InvitationPhoto, InvitationView } from '@ongi/shared';
import type { ImageItem } from '@web/shared/ui/form';
import { invitationFormQueries, type CampaignPickerFilter } from '../api';
import { PreviewDialog } from './preview-dialog';
import type { PreviewContext } from './preview-view';
import { usePreviewPhotos } from './use-preview-photos';

type PreviewedValues = FieldValues & { mainImage: ImageItem | null; gallery: ImageItem[]; useCampaign: boolean };

interface FormPreviewProps<V extends PreviewedValues, R> {
  control: Control<V, unknown, R>;
  /** The stored photos of an edit, by attachment seq. */
  storedPhotos: ReadonlyMap<number, InvitationPhoto>;
  title: string;
  /** The campaigns the form offers (the chosen one is shown as guests will see it). */
  campaignFilter: (values: V) => CampaignPickerFilter;
  /** The kind's guest view of the values as typed now. */
  viewOf: (values: V, context: PreviewContext) => InvitationView;
  onClose: () => void;
}

/** The form as guests will see it, in the guest page's own frame. */
export function FormPreview<V extends PreviewedValues, R>({ control, storedPhotos, title, campaignFilter, viewOf, onClose }: FormPreviewProps<V, R>) {
  const values = useWatch({ control }) as V;
  const photos = usePreviewPhotos(values.mainImage, values.gallery, storedPhotos);
  const campaigns = useQuery({ ...invitationFormQueries.campaigns(campaignFilter(values)), enabled: values.useCampaign });
  const view = useMemo(() => viewOf(values, { photos, campaigns: campaigns.data ?? [], now: new Date() }), [viewOf, values, photos, campaigns.data]);
  return <PreviewDialog view={view} title={title} onClose={onClose} />;
}
