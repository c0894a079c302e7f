import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { refreshCampaignDetail } from '@web/features/campaign/api';
import { CampaignDetailPage } from '@web/features/campaign/pages/campaign-detail-page';
import { sendWreath } from '@web/features/payment/checkout/send-wreath';
import { CampaignReviews } from '@web/features/review/components/campaign-reviews';
import { TransferRecordSection } from '@web/features/settlement/components/transfer-record';
import { paths, sendWreathParam } from '../paths';
import { NotFound } from './not-found';

export function Component() {
  // The registry's numericParams already turned a non-numeric id into not found.
  const campaignSeq = Number(useParams().campaignSeq);
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sendOnArrival = searchParams.get(sendWreathParam.name) === sendWreathParam.value;
  return (
    <CampaignDetailPage
      key={campaignSeq}
      campaignSeq={campaignSeq}
      listHref={paths.campaignList}
      reviews={<CampaignReviews campaignSeq={campaignSeq} />}
      transfers={<TransferRecordSection scope={{ campaignSeq }} titleId="campaign-transfers" />}
      notFound={<NotFound />}
      sendWreathOnArrival={sendOnArrival}
      onSendWreath={(campaign) => {
        // Sent once: going back or reloading does not open the modal again.
        if (sendOnArrival) setSearchParams((params) => (params.delete(sendWreathParam.name), params), { replace: true });
        void sendWreath({
          target: { campaignSeq: campaign.campaignSeq },
          campaignName: campaign.campaignName,
          baseAmount: campaign.campaignAmount,
          donatedPercent: campaign.donatedPercent,
          kind: campaign.campaignType,
        }).then((paid) => {
          // The ledger line counts the wreath just sent.
          if (paid) void refreshCampaignDetail(queryClient, campaign.campaignSeq);
        });
      }}
    />
  );
}
