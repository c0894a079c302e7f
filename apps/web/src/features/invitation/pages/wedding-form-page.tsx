import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentYearInSeoul, todayInSeoul, weddingYearOptions, type InvitationPhoto, type InvitationSaved, type WeddingInvitationEdit } from '@ongi/shared';
import { invitationFormQueries } from '../api';
import { FormLoadFailed, FormLoading, type FormStatusLinks } from '../form/form-status';
import { WeddingForm } from '../form/wedding-form';
import { weddingCreateValues, weddingEditValues, type WeddingLookups } from '../form/wedding-values';

export interface InvitationFormPageProps {
  /** The invitation to edit; absent on the create page. */
  seq?: number;
  /** A member's session; undefined while the login check is under way. */
  member: boolean | undefined;
  links: FormStatusLinks;
  /** After the saved alert: the guest page of the invitation. */
  onSaved: (saved: InvitationSaved) => void;
}

/** The stored photos of an edit by their attachment seq (the preview shows them as guests get them). */
export const storedPhotoMap = (edit: { attachList: { attachSeq: number; photo: InvitationPhoto }[] } | undefined) =>
  new Map((edit?.attachList ?? []).map((attachment) => [attachment.attachSeq, attachment.photo] as const));

/** /wedding and /wedding/edit/{weddingInvitationSeq}: the form once what it looks up (and the card to edit) is here. */
export function WeddingFormPage({ seq, member, links, onSaved }: InvitationFormPageProps) {
  const editing = seq !== undefined;
  const partners = useQuery(invitationFormQueries.partners('wedding'));
  const campaignTree = useQuery(invitationFormQueries.campaignTree());
  const donationTree = useQuery(invitationFormQueries.donationTree());
  const edit = useQuery({ ...invitationFormQueries.weddingEdit(seq ?? 0), enabled: editing });
  const failed = [edit, partners, campaignTree, donationTree].find((query) => query.isError);
  const record: WeddingInvitationEdit | undefined = edit.data;
  const storedPhotos = useMemo(() => storedPhotoMap(record), [record]);

  if (failed) {
    return (
      <FormLoadFailed
        error={failed.error}
        noun="청첩장"
        links={links}
        onRetry={() => [edit, partners, campaignTree, donationTree].filter((query) => query.isError).forEach((query) => void query.refetch())}
      />
    );
  }
  if (member === undefined || !partners.data || !campaignTree.data || !donationTree.data || (editing && !record)) {
    return <FormLoading label="청첩장 작성 화면을 불러오는 중입니다" />;
  }
  const lookups: WeddingLookups = { partners: partners.data, campaignTree: campaignTree.data, donationTree: donationTree.data };
  const thisYear = currentYearInSeoul();
  const initialValues = record ? weddingEditValues(record, lookups) : weddingCreateValues(todayInSeoul());
  const years = weddingYearOptions(thisYear, editing ? 'edit' : 'create', record ? Number(record.eventDate.slice(0, 4)) : undefined);
  return (
    <WeddingForm
      key={seq ?? 'new'}
      seq={seq}
      member={member}
      initialValues={initialValues}
      lookups={lookups}
      storedPhotos={storedPhotos}
      years={years}
      onSaved={onSaved}
    />
  );
}
