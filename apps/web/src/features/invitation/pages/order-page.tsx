import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Copy, KeyRound, LayoutDashboard, PencilLine, Settings2, Share2, UserRound } from 'lucide-react';
import { dateTimeText, funeralTitle, placeText, weddingTitle } from '@ongi/shared';
import { writeClipboard } from '@web/shared/lib/clipboard';
import { AppLink } from '@web/shared/ui/app-link';
import { Button, buttonClass } from '@web/shared/ui/button';
import { ShareLink } from '@web/shared/ui/share-link';
import { invitationFormQueries, type InvitationFormKind } from '../api';
import { FormLoadFailed, FormLoading, type FormStatusLinks } from '../form/form-status';
import styles from './order-page.module.css';

/** Where the order's screen leads; the route module passes them from app/paths. */
export interface OrderPageLinks extends FormStatusLinks {
  edit: string;
  /** The guest page by its public number (the server's own page). */
  guestPage: (publicNum: string) => string;
  /** The login page's non-member tab with '주문번호 찾기' open. */
  findOrder: string;
  /** The host's page for the event (views, wreaths, thanks), by the order number. */
  event: (orderNum: string) => string;
  /** 공개·보관 설정 of the order, by its order number. */
  settings: (orderNum: string) => string;
}

interface OrderPageProps {
  kind: InvitationFormKind;
  seq: number;
  /** A member's session (a non-member's holds this one order); undefined while the login check runs. */
  member: boolean | undefined;
  /** Opened right after the invitation was made (the heading says so). */
  justCreated: boolean;
  links: OrderPageLinks;
}

/** '4827 3916 0527': twelve digits read and written down in fours. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

type Notice = { tone: 'ok' | 'bad'; text: string } | null;

/**
 * /wedding/order/{seq} and /funeral/order/{seq} (issue 26): after the spec's
 * alert, the order as its host needs it: the order number with a copy
 * button (a non-member's only key, so they are asked to keep it), the
 * guests' link to copy or share, 수정하기 and 마이페이지, and how to come back.
 */
export function OrderPage({ kind, seq, member, justCreated, links }: OrderPageProps) {
  // The edit load: the owner's own record with both numbers (the server refuses anyone else).
  const wedding = useQuery({ ...invitationFormQueries.weddingEdit(seq), enabled: kind === 'wedding' });
  const funeral = useQuery({ ...invitationFormQueries.funeralEdit(seq), enabled: kind === 'funeral' });
  const query = kind === 'wedding' ? wedding : funeral;
  const noun = kind === 'wedding' ? '청첩장' : '부고장';
  const guests = kind === 'wedding' ? '하객' : '조문객';
  const numberId = useId();
  const [notice, setNotice] = useState<Notice>(null);

  if (query.isError) return <FormLoadFailed error={query.error} noun={noun} links={links} onRetry={() => void query.refetch()} />;
  if (!query.data || member === undefined) return <FormLoading label={`${noun} 주문 정보를 불러오는 중입니다`} />;

  const record = query.data;
  const guestUrl = `${window.location.origin}${links.guestPage(record.publicNum)}`;
  const summary =
    'groomName' in record
      ? {
          title: weddingTitle(record),
          when: `예식 ${dateTimeText(record.eventDate, record.eventTime)}`,
          where: placeText({ name: record.eventLocationName, detail: record.eventLocationDetail }),
        }
      : {
          title: funeralTitle(record),
          when: `발인 ${dateTimeText(record.funeralDate, record.funeralTime)}`,
          where: placeText({ name: record.funeralLocationName, detail: record.funeralLocationDtl }),
        };

  const copy = async (text: string, done: string) => {
    setNotice((await writeClipboard(text)) ? { tone: 'ok', text: done } : { tone: 'bad', text: '복사하지 못했습니다. 길게 눌러 직접 복사해 주세요.' });
  };

  return (
    <div className={styles.page} data-tone={kind}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{kind === 'wedding' ? '모바일 청첩장' : '모바일 부고장'}</p>
        <h1 className={styles.title}>{justCreated ? `${noun}이 만들어졌습니다` : `${noun} 주문 정보`}</h1>
        <p className={styles.lead}>
          <strong>{summary.title}</strong>
          <span>{[summary.when, summary.where].filter(Boolean).join(' · ')}</span>
        </p>
      </header>

      <section className={styles.card} aria-labelledby={`${numberId}-title`}>
        <h2 id={`${numberId}-title`} className={styles.cardTitle}>
          <KeyRound size={20} aria-hidden="true" />
          주문번호
        </h2>
        <p className={styles.orderNum}>
          <span aria-hidden="true">{grouped(record.orderNum)}</span>
          <span className="visually-hidden">{record.orderNum}</span>
        </p>
        <Button variant="secondary" onClick={() => void copy(record.orderNum, '주문번호를 복사했습니다.')}>
          <Copy size={18} aria-hidden="true" />
          주문번호 복사
        </Button>
        {member ? (
          <p className={styles.note}>주문번호는 마이페이지의 주문 내역에서도 언제든 볼 수 있습니다.</p>
        ) : (
          <div className={styles.warning}>
            <p>
              <strong>주문번호를 적어 두거나 이 화면을 캡처해 두세요.</strong> 비회원은 이름, 휴대폰 번호와 이 주문번호로 로그인해 {noun}을 다시 보고 고칩니다.
            </p>
            <p>지금 이 브라우저는 이 주문으로 로그인되어 있어 바로 고칠 수 있습니다.</p>
          </div>
        )}
      </section>

      <section className={styles.card} aria-labelledby={`${numberId}-link`}>
        <h2 id={`${numberId}-link`} className={styles.cardTitle}>
          <Share2 size={20} aria-hidden="true" />
          {guests}께 보낼 주소
        </h2>
        <ShareLink url={guestUrl} href={links.guestPage(record.publicNum)} title={summary.title} noun={noun} />
      </section>

      <p className={notice ? `${styles.notice} ${styles[notice.tone]}` : styles.noticeEmpty} role="status" aria-live="polite">
        {notice ? (
          <>
            {notice.tone === 'ok' ? <CheckCircle2 size={16} aria-hidden="true" /> : null}
            {notice.text}
          </>
        ) : null}
      </p>

      <div className={styles.actions}>
        <AppLink to={links.edit} className={buttonClass('primary', 'lg')}>
          <PencilLine size={18} aria-hidden="true" />
          수정하기
        </AppLink>
        <AppLink to={links.myOrders} className={buttonClass('secondary', 'lg')}>
          <UserRound size={18} aria-hidden="true" />
          마이페이지에서 관리
        </AppLink>
        <AppLink to={links.event(record.orderNum)} className={buttonClass('secondary', 'lg')}>
          <LayoutDashboard size={18} aria-hidden="true" />
          {noun} 관리 (조회수·받은 기부화환)
        </AppLink>
        <AppLink to={links.settings(record.orderNum)} className={buttonClass('secondary', 'lg')}>
          <Settings2 size={18} aria-hidden="true" />
          공개·보관 설정
        </AppLink>
      </div>

      <section className={styles.next} aria-labelledby={`${numberId}-next`}>
        <h2 id={`${numberId}-next`} className={styles.nextTitle}>
          다음에 할 일
        </h2>
        <ol className={styles.steps}>
          <li>위 주소를 카카오톡이나 문자로 보내 {kind === 'wedding' ? '소식을 알리세요' : '부고를 알리세요'}.</li>
          <li>날짜, 시간, 장소가 틀렸다면 &lsquo;수정하기&rsquo;에서 고치세요. 보낸 주소 그대로 바로 바뀝니다.</li>
          {member ? (
            <li>마이페이지의 최근 주문에서 언제든 다시 보고 고칠 수 있습니다.</li>
          ) : (
            <li>
              다른 기기나 나중에 다시 들어오실 때는 로그인 화면의 <AppLink to={links.nonMemberLogin}>비회원 로그인</AppLink>에서 이름, 휴대폰 번호, 주문번호를
              입력하세요. 주문번호를 잊으셨다면 <AppLink to={links.findOrder}>주문번호 찾기</AppLink>에서 휴대폰 본인인증으로 다시 찾을 수 있습니다.
            </li>
          )}
        </ol>
      </section>
    </div>
  );
}
