import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentYearInSeoul, deathYearOptions, funeralYearOptions, todayInSeoul, type FuneralInvitationEdit } from '@ongi/shared';
import { invitationFormQueries } from '../api';
import { FuneralForm } from '../form/funeral-form';
import { funeralCreateValues, funeralEditValues } from '../form/funeral-values';
import { FormLoadFailed, FormLoading } from '../form/form-status';
import { storedPhotoMap, type InvitationFormPageProps } from './wedding-form-page';

const yearOf = (date: string) => (date ? Number(date.slice(0, 4)) : undefined);

/** /funeral and /funeral/edit/{funeralInvitationSeq}: the form once the funeral homes (and the notice to edit) are here. */
export function FuneralFormPage({ seq, member, links, onSaved }: InvitationFormPageProps) {
  const editing = seq !== undefined;
  const partners = useQuery(invitationFormQueries.partners('funeral'));
  const edit = useQuery({ ...invitationFormQueries.funeralEdit(seq ?? 0), enabled: editing });
  const failed = [edit, partners].find((query) => query.isError);
  const record: FuneralInvitationEdit | undefined = edit.data;
  const storedPhotos = useMemo(() => storedPhotoMap(record), [record]);

  if (failed) {
    return (
      <FormLoadFailed
        error={failed.error}
        noun="부고장"
        links={links}
        onRetry={() => [edit, partners].filter((query) => query.isError).forEach((query) => void query.refetch())}
      />
    );
  }
  if (member === undefined || !partners.data || (editing && !record)) {
    return <FormLoading label="부고장 작성 화면을 불러오는 중입니다" />;
  }
  const lookups = { partners: partners.data };
  const thisYear = currentYearInSeoul();
  const initialValues = record ? funeralEditValues(record, lookups) : funeralCreateValues(todayInSeoul());
  const years = {
    funeral: funeralYearOptions(thisYear, record ? yearOf(record.funeralDate) : undefined),
    death: deathYearOptions(thisYear, record ? yearOf(record.deathbedDate) : undefined),
  };
  return (
    <FuneralForm
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
