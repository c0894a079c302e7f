import { useParams } from 'react-router';
import { DonationGroupDetailPage } from '@web/features/donation-group/pages/donation-group-detail-page';
import { TransferRecordSection } from '@web/features/settlement/components/transfer-record';
import { paths } from '../paths';
import { NotFound } from './not-found';

export function Component() {
  // The registry's numericParams already turned a non-numeric id into not found.
  const donationGroupSeq = Number(useParams().donationGroupSeq);
  return (
    <DonationGroupDetailPage
      key={donationGroupSeq}
      donationGroupSeq={donationGroupSeq}
      listHref={paths.donationGroupList}
      notFound={<NotFound />}
      transfers={<TransferRecordSection scope={{ donationGroupSeq }} titleId="donation-group-transfers" />}
    />
  );
}
