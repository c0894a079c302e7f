import { formatEndDate, formatWon } from '@ongi/shared';
import type { CampaignDetail } from '../api';
import styles from './campaign-info-table.module.css';

/** 기본 정보: name, category, amount, partner and manager, period, type. */
export function CampaignInfoTable({ campaign }: { campaign: CampaignDetail }) {
  const partner = [campaign.partnerCompany, campaign.partnerManager].filter(Boolean).join(' / ');
  const category = [campaign.category?.name, campaign.categoryCampaignName].filter(Boolean).join(' · ');
  const rows: Array<[string, string]> = [
    ['캠페인명', campaign.campaignName],
    ['카테고리', category || '-'],
    ['후원 금액', formatWon(campaign.campaignAmount)],
    ['파트너사/담당자', partner || '-'],
    ['기간', formatEndDate(campaign.endDate) || '-'],
    ['유형', campaign.type || '-'],
  ];
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">캠페인 기본 정보</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={label === '후원 금액' ? styles.amount : undefined}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
