import { Flower2 } from 'lucide-react';
import type { InvitationView } from '@ongi/shared';
import { campaignClosedNote, donatedShareSubject, formatWon, wreathsStoppedNote } from '@ongi/shared/light';
import { openWreathPayment } from './open-wreath-payment';
import { Photo } from './photo';
import { NewTab, Section } from './section';
import { stoppedByHost, takesWreathsNow } from './wreath-deadline';
import styles from './view.module.css';

const wording = {
  W: (share: string) => `화환 대신 기부로 축하의 마음을 전해 주세요. 보내 주신 마음은 예식장 화면에 이름과 함께 전해지고, 결제 금액의 ${share} 기부됩니다.`,
  F: (share: string) => `조화 대신 기부로 위로의 마음을 전해 주세요. 보내 주신 마음은 빈소 화면에 이름과 함께 전해지고, 결제 금액의 ${share} 기부됩니다.`,
} as const;

/**
 * The campaign the host tied to the invitation; shown only when there is one.
 * Once it takes no wreaths (ended, past its end date, or stopped by the host
 * after the event or the archive date) it stays named, and
 * a note stands where the send button was.
 */
export function CampaignBlock({ view, withSendButton }: { view: InvitationView; withSendButton: boolean }) {
  const campaign = view.campaign;
  if (!campaign) return null;
  return (
    <Section title="디지털 기부화환">
      <p className={styles.campaignLead}>{wording[view.invitationType](donatedShareSubject(campaign.donatedPercent))}</p>
      <div className={styles.campaign}>
        {campaign.thumbnail ? (
          <Photo photo={campaign.thumbnail} alt="" sizes="88px" className={styles.campaignThumb} stored={{ width: 88, height: 88 }} />
        ) : (
          <span className={styles.campaignThumb} aria-hidden="true">
            <Flower2 size={32} />
          </span>
        )}
        <div className={styles.campaignText}>
          {campaign.partnerCompany ? <p className={styles.campaignPartner}>{campaign.partnerCompany}</p> : null}
          <h3 className={styles.campaignName}>{campaign.campaignName}</h3>
          <p className={styles.campaignAmount}>
            모인 기부금 <strong>{formatWon(campaign.raisedAmount)}</strong>
          </p>
        </div>
      </div>
      <div className={styles.buttonRow}>
        <a className={styles.ghostButton} href="/overview" target="_blank" rel="noopener">
          자세히 보기
          <NewTab />
        </a>
        <a className={styles.ghostButton} href={`/campaign/campaign-dtl/${campaign.campaignSeq}`} target="_blank" rel="noopener">
          캠페인 안내
          <NewTab />
        </a>
      </div>
      {!takesWreathsNow(campaign) ? (
        <p className={styles.campaignClosed} role="note">
          {stoppedByHost(campaign) ? wreathsStoppedNote : campaignClosedNote}
        </p>
      ) : withSendButton ? (
        <button type="button" className={styles.solidButton} onClick={() => openWreathPayment(view)}>
          <Flower2 aria-hidden="true" size={18} />
          디지털 기부화환 보내기
        </button>
      ) : null}
    </Section>
  );
}
