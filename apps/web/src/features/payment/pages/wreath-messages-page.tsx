import { useQuery } from '@tanstack/react-query';
import { Flower, Flower2, HeartHandshake, MessageCircleHeart } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, wreathMessagePageSize, type WreathMessage } from '@ongi/shared';
import { useListParams } from '@web/shared/lib/list-params';
import { buttonClass } from '@web/shared/ui/button';
import listPage from '@web/shared/ui/list-page.module.css';
import { ListState } from '@web/shared/ui/list-state';
import { PageHeader } from '@web/shared/ui/page-header';
import { Pagination } from '@web/shared/ui/pagination';
import { ResultCount } from '@web/shared/ui/screen';
import { SenderAvatar } from '@web/shared/ui/sender-avatar';
import { wreathMessageQueries } from '../api';
import styles from './wreath-messages-page.module.css';

const tones = {
  W: { className: styles.celebration, avatar: 'celebration', label: '축하 기부화환', icon: Flower2 },
  F: { className: styles.condolence, avatar: 'mourning', label: '근조 기부화환', icon: Flower },
  none: { className: styles.plain, avatar: 'sage', label: '기부화환', icon: HeartHandshake },
} as const;

/**
 * /wreath-messages (home '후원 메시지'): the messages paid wreaths carried,
 * newest first, with the sender as the payer chose to show them. Celebration
 * and condolence sit side by side, each in its own quiet colour.
 */
export function WreathMessagesPage() {
  const { page, hrefWith } = useListParams([]);
  const list = useQuery(wreathMessageQueries.list(page));
  const hrefFor = (target: number) => hrefWith({ page: target });

  return (
    <div className={listPage.page}>
      <PageHeader
        eyebrow="기부화환 메시지"
        title="후원 메시지"
        lead="기부화환과 함께 전해진 축하와 위로의 마음입니다. 보내신 분이 고른 이름으로 보여 드립니다."
      />
      <section className={listPage.section} aria-label="후원 메시지">
        <ResultCount label="전해진 메시지" total={list.data && !list.isPlaceholderData ? list.data.totalElements : undefined} />
        <ListState
          query={list}
          loadingLabel="후원 메시지를 불러오는 중입니다"
          skeleton={<MessageSkeletons />}
          errorTitle="후원 메시지를 불러오지 못했습니다"
          empty={({ totalElements }) =>
            page > 1 && totalElements > 0
              ? {
                  icon: <MessageCircleHeart size={24} aria-hidden="true" />,
                  title: '이 페이지에는 메시지가 없습니다',
                  text: '첫 페이지에서 다시 찾아보세요.',
                  actions: (
                    <Link to={hrefFor(1)} className={buttonClass('secondary')}>
                      첫 페이지로
                    </Link>
                  ),
                }
              : {
                  icon: <MessageCircleHeart size={24} aria-hidden="true" />,
                  title: '아직 전해진 메시지가 없습니다',
                  text: '기부화환을 보내면 남기신 마음이 이곳에도 걸립니다.',
                }
          }
        >
          {({ content, totalElements }, { busy }) => (
            <>
              <ul className={`${styles.board} ${busy ? styles.busy : ''}`} aria-label="후원 메시지 목록" aria-busy={busy || undefined}>
                {content.map((message) => (
                  <li key={message.paymentSeq}>
                    <MessageCard message={message} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} totalElements={totalElements} pageSize={wreathMessagePageSize} hrefFor={hrefFor} label="후원 메시지 페이지" />
            </>
          )}
        </ListState>
      </section>
    </div>
  );
}

function MessageCard({ message }: { message: WreathMessage }) {
  const tone = tones[message.invitationType ?? 'none'];
  const Icon = tone.icon;
  return (
    <figure className={`${styles.card} ${tone.className}`} data-type={message.invitationType ?? ''}>
      <p className={styles.meta}>
        <span className={styles.kind}>
          <Icon size={15} aria-hidden="true" />
          {tone.label}
        </span>
        <time className={styles.date} dateTime={message.paidAt}>
          {formatDate(message.paidAt)}
        </time>
      </p>
      <blockquote className={styles.message}>
        <p>{message.message}</p>
      </blockquote>
      <figcaption className={styles.from}>
        <SenderAvatar name={message.senderName} tone={tone.avatar} size={32} />
        <span className={styles.who}>
          <span className={styles.sender}>
            <span className="visually-hidden">보내신 분 </span>
            {message.senderName}
          </span>
          {message.campaignName ? (
            <span className={styles.campaign}>
              <span className="visually-hidden">캠페인 </span>
              {message.campaignName}
            </span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

function MessageSkeletons() {
  return (
    <ul className={styles.board}>
      {[0, 1, 2, 3].map((key) => (
        <li key={key} className={`${styles.card} ${styles.skeleton}`}>
          <span className={styles.skeletonLine} style={{ width: '40%' }} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} style={{ width: '70%' }} />
          <span className={styles.skeletonLine} style={{ width: '30%' }} />
        </li>
      ))}
    </ul>
  );
}
