import { useParams } from 'react-router';
import { SponsorDetailPage } from '@web/features/sponsor/pages/sponsor-detail-page';
import { paths } from '../paths';
import { NotFound } from './not-found';

export function Component() {
  // The registry's numericParams already turned a non-numeric id into not found.
  const sponsorSeq = Number(useParams().sponsorSeq);
  return <SponsorDetailPage key={sponsorSeq} sponsorSeq={sponsorSeq} listHref={paths.sponsorList} notFound={<NotFound />} />;
}
