import { useId } from 'react';
import { AppLink } from '@web/shared/ui/app-link';
import { Check, ExternalLink, Flower2, PencilLine, Settings2, Star } from 'lucide-react';
import { formatDate, formatKoreanDate, formatWon } from '@ongi/shared';
import { buttonClass, Button } from '@web/shared/ui/button';
import type { MemberOrder } from '../api';
import type { MyOrderLinks } from '../links';
import { KioskOpenLink } from './kiosk-open-link';
import { OrderPhoto } from './order-photo';
import styles from './order-card.module.css';

interface OrderCardProps {
  order: MemberOrder;
  links: MyOrderLinks;
  onWriteReview: (order: MemberOrder) => void;
}

/** A review is offered only for an order that used a campaign and has none yet (spec 000 §4). */
export function canWriteReview(order: MemberOrder): boolean {
  return order.useCampaign && order.campaignSeq !== null && !order.hasReview;
}

/** One order (spec 000 §3): photo, type, order number, dates, campaign, amount, venue and what can be done with it. */
export function OrderCard({ order, links, onWriteReview }: OrderCardProps) {
  const titleId = useId();
  const kind = order.isWedding ? '청첩장' : '부고장';
  const campaign = [order.categoryName, order.campaignName].filter(Boolean).join(' · ');
  const venue = [order.eventLocationName, order.eventLocationDtl].filter(Boolean).join(' ');
  const editHref = order.isWedding ? links.weddingEdit(order.invitationSeq) : links.funeralEdit(order.invitationSeq);

  return (
    <article className={styles.card} aria-labelledby={titleId} data-order-num={order.orderNum} tabIndex={-1}>
      <OrderPhoto filePath={order.filePath} isWedding={order.isWedding} />
      <div className={styles.body}>
        <header className={styles.head}>
          <span className={`${styles.kind} ${order.isWedding ? styles.wedding : styles.funeral}`}>{kind}</span>
          <h2 id={titleId} className={styles.orderNum}>
            <span className="visually-hidden">{kind} </span>주문번호 {order.orderNum}
          </h2>
        </header>
        <dl className={styles.facts}>
          <div>
            <dt>주문일</dt>
            <dd>
              <time dateTime={formatDate(order.createDate)}>{formatDate(order.createDate)}</time>
            </dd>
          </div>
          <div>
            <dt>{order.isWedding ? '예식일' : '발인일'}</dt>
            <dd>
              <time dateTime={order.eventDate}>{formatKoreanDate(order.eventDate, { weekday: 'short' })}</time>
            </dd>
          </div>
          <div>
            <dt>{order.isWedding ? '기부화환' : '근조화환'}</dt>
            <dd>{order.useCampaign && campaign ? campaign : '받지 않음'}</dd>
          </div>
          {/* The price of one wreath a guest sends: nothing the host paid. */}
          {order.useCampaign && order.campaignAmount !== null ? (
            <div>
              <dt>화환 가격</dt>
              <dd>
                <span className={styles.amount}>{formatWon(order.campaignAmount)}</span>
                <span className={styles.amountNote}>{order.isWedding ? '하객' : '조문객'}이 보내는 화환 1개</span>
              </dd>
            </div>
          ) : null}
          <div className={styles.wide}>
            <dt>장소</dt>
            <dd>{venue}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.actions}>
        {/* The guest page is the server's own page (its light entry), so a plain link opens it, by the public number. */}
        <a href={links.invitationView(order.publicNum)} className={buttonClass('secondary', 'sm')} target="_blank" rel="noopener">
          <ExternalLink size={16} aria-hidden="true" />
          {kind} 보기<span className="visually-hidden"> (새 창)</span>
        </a>
        <AppLink to={editHref} className={buttonClass('secondary', 'sm')}>
          <PencilLine size={16} aria-hidden="true" />
          수정
        </AppLink>
        <AppLink to={links.event(order.orderNum)} className={buttonClass('secondary', 'sm')}>
          <Flower2 size={16} aria-hidden="true" />
          {kind} 관리
        </AppLink>
        <KioskOpenLink noun={kind} href={(kioskStyle) => links.kiosk(order.publicNum, kioskStyle)} />
        <AppLink to={links.lifecycleSettings(order.orderNum)} className={buttonClass('secondary', 'sm')}>
          <Settings2 size={16} aria-hidden="true" />
          공개·보관 설정
        </AppLink>
        {/* Offered, never pressed on anyone: on the day of a death it is the last and quietest thing on the card. */}
        {canWriteReview(order) ? (
          <Button variant="ghost" size="sm" onClick={() => onWriteReview(order)}>
            <Star size={16} aria-hidden="true" />
            상품평 쓰기
          </Button>
        ) : order.hasReview ? (
          <span className={styles.reviewed}>
            <Check size={16} aria-hidden="true" />
            상품평 작성 완료
          </span>
        ) : null}
      </div>
    </article>
  );
}
