import { useId, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Flower2 } from 'lucide-react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { formatWon, type CampaignCard } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { imageUrl } from '@web/shared/lib/file-url';
import { Button } from '@web/shared/ui/button';
import { invitationFormQueries, type CampaignPickerFilter } from '../api';
import styles from './invitation-form.module.css';

/** How many cards a long list shows before 더 보기. */
const firstShown = 6;

interface CampaignPickerProps {
  /** Which campaigns are offered; null: nothing to ask yet (say `waiting`). */
  filter: CampaignPickerFilter | null;
  legend: string;
  /** What the list says before it can be asked for ('장례식장을 먼저 선택해 주세요.'). */
  waiting: string;
}

interface OptionProps {
  campaign: CampaignCard;
  name: string;
  checked: boolean;
  onChoose: () => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** One campaign as a card: its picture, partner company, name and amount. */
function CampaignOption({ campaign, name, checked, onChoose, onBlur, inputRef }: OptionProps) {
  return (
    <label className={styles.campaignCard} data-checked={checked || undefined}>
      <input
        type="radio"
        className="visually-hidden"
        name={name}
        value={campaign.campaignSeq}
        checked={checked}
        onChange={onChoose}
        onBlur={onBlur}
        ref={inputRef}
      />
      {campaign.thumbnailPath ? (
        <img className={styles.campaignThumb} src={imageUrl(campaign.thumbnailPath)} alt="" loading="lazy" width={72} height={72} />
      ) : (
        <span className={styles.campaignThumb} aria-hidden="true">
          <Flower2 size={28} />
        </span>
      )}
      <span className={styles.campaignText}>
        {campaign.partnerCompany ? <span className={styles.campaignPartner}>{campaign.partnerCompany}</span> : null}
        <span className={styles.campaignName}>{campaign.campaignName}</span>
        <span className={styles.campaignAmount}>
          후원 금액 <strong>{formatWon(campaign.campaignAmount)}</strong>
        </span>
      </span>
      <span className={styles.choiceCheck} aria-hidden="true">
        <Check size={14} strokeWidth={3} />
      </span>
    </label>
  );
}

/**
 * The campaign cards a host chooses from, as radios (one choice, arrows move
 * between cards); a long list shows its first cards and a button for the rest.
 */
export function CampaignPicker({ filter, legend, waiting }: CampaignPickerProps) {
  const id = useId();
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name: 'campaignSeq' });
  const list = useQuery({ ...invitationFormQueries.campaigns(filter ?? { campaignType: 'WEDDING' }), enabled: filter !== null });
  const [expanded, setExpanded] = useState(false);
  const campaigns = filter !== null ? list.data : undefined;

  let body;
  if (filter === null) {
    body = <p className={styles.listNote}>{waiting}</p>;
  } else if (list.isError) {
    body = (
      <div className={styles.listNote} role="alert">
        <p>{errorMessage(list.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          다시 불러오기
        </Button>
      </div>
    );
  } else if (!campaigns) {
    body = <p className={styles.listNote}>캠페인을 불러오는 중입니다…</p>;
  } else if (campaigns.length === 0) {
    body = <p className={styles.listNote}>고른 조건에 맞는 캠페인이 없습니다. 다른 카테고리를 골라 보세요.</p>;
  } else {
    // The chosen campaign is always on screen, even past the first cards.
    const chosenAt = campaigns.findIndex((campaign) => campaign.campaignSeq === field.value);
    const shown = expanded || chosenAt >= firstShown ? campaigns : campaigns.slice(0, firstShown);
    body = (
      <>
        <ul className={styles.campaigns} aria-busy={list.isPlaceholderData || undefined}>
          {shown.map((campaign, index) => (
            <li key={campaign.campaignSeq}>
              <CampaignOption
                campaign={campaign}
                name={field.name}
                checked={field.value === campaign.campaignSeq}
                onChoose={() => field.onChange(campaign.campaignSeq)}
                onBlur={field.onBlur}
                inputRef={index === 0 ? field.ref : undefined}
              />
            </li>
          ))}
        </ul>
        {shown.length < campaigns.length ? (
          <Button variant="secondary" className={styles.moreButton} onClick={() => setExpanded(true)}>
            캠페인 {campaigns.length - shown.length}개 더 보기
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <fieldset className={styles.choiceSet} aria-describedby={`${id}-count`}>
      <legend className={styles.fieldLegend}>{legend}</legend>
      <p id={`${id}-count`} className={styles.fieldHint} aria-live="polite">
        {campaigns && campaigns.length > 0 ? `캠페인 ${campaigns.length}개 가운데 하나를 골라 주세요.` : ''}
      </p>
      {body}
    </fieldset>
  );
}
