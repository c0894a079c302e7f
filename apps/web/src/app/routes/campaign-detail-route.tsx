import { useParams } from 'react-router';
import { CampaignDetailPage } from '../../features/campaign/pages/campaign-detail-page';
import { sendWreath } from '../../features/payment/checkout/send-wreath';
import { CampaignReviews } from '../../features/review/components/campaign-reviews';
import { paths } from '../paths';
import { NotFound } from './not-found';

export function Component() {
  // The registry's numericParams already turned a non-numeric id into not found.
  const campaignSeq = Number(useParams().campaignSeq);
  return (
    <CampaignDetailPage
      key={campaignSeq}
      campaignSeq={campaignSeq}
      listHref={paths.campaignList}
      reviews={<CampaignReviews campaignSeq={campaignSeq} />}
      notFound={<NotFound />}
      onSendWreath={(campaign) =>
        void sendWreath({
          target: { campaignSeq: campaign.campaignSeq },
          campaignName: campaign.campaignName,
          baseAmount: campaign.campaignAmount,
          kind: campaign.campaignType,
        })
      }
    />
  );
}
