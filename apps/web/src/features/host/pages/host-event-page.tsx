import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Download, Flower2, HeartHandshake, MonitorPlay, Search, Settings, Share2, Users } from 'lucide-react';
import { formatDate, hostWreathPageSize, kioskStyles, type HostEvent } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { useListParams } from '@web/shared/lib/list-params';
import { AppLink } from '@web/shared/ui/app-link';
import { buttonClass } from '@web/shared/ui/button';
import { WordSearch } from '@web/shared/ui/word-search';
import { ListState } from '@web/shared/ui/list-state';
import { PageLoading } from '@web/shared/ui/page-loading';
import { Pagination } from '@web/shared/ui/pagination';
import { ResultCount, Screen, ScreenLink } from '@web/shared/ui/screen';
import { ShareLink } from '@web/shared/ui/share-link';
import { hostQueries, useThankedMark, wreathsExcelHref } from '../api';
import { EventGlance } from '../components/event-glance';
import { WreathItem } from '../components/wreath-item';
import styles from './host-event-page.module.css';

/** Where the host's page leads; the route module passes them from app/paths. */
export interface HostEventLinks {
  /** My orders, where this page is opened from. */
  orders: string;
  /** The guest page by its public number (the server's own page). */
  guestPage: (publicNum: string) => string;
  /** The invitation's 공개·보관 settings. */
  settings: string;
  /** The thank-you page's editor (감사 인사, 감사장). */
  thanks: string;
}

interface HostEventPageProps {
  orderNum: string;
  links: HostEventLinks;
  /** The kiosk's open link with its style choice (the invitation feature's), composed by the route. */
  kioskLink: (event: HostEvent) => ReactNode;
  /** The guestbook's messages with hide and delete (the guestbook feature's), composed by the route. */
  guestbook?: ReactNode;
  /** Other features' parts of the event (참석 의사 of a wedding), composed by the route; shown before the wreaths. */
  more?: (event: HostEvent) => ReactNode;
}

/**
 * /mypage/event/{orderNum} (issue 27): the host's whole event on one page, for
 * members and the non-member logged in to the order. At a glance the views,
 * wreaths and their totals as the payments make them; the guests' link and
 * the kiosk; then who gave what, searchable, with the Excel and the
 * '감사 인사 보냄' mark per sender.
 */
export function HostEventPage({ orderNum, links, kioskLink, more, guestbook }: HostEventPageProps) {
  const ids = useId();
  const { page, values, hrefWith } = useListParams(['searchWord']);
  const searchWord = values.searchWord?.trim() || undefined;
  const event = useQuery(hostQueries.event(orderNum));
  const wreaths = useQuery(hostQueries.wreaths(orderNum, page, searchWord));
  const thanked = useThankedMark(orderNum);
  const navigate = useNavigate();

  if (event.isError) {
    return (
      <Screen
        title="청첩장·부고장 관리"
        side={
          <ScreenLink to={links.orders} back>
            주문 조회
          </ScreenLink>
        }
      >
        <p role="alert" className={styles.failed}>
          {errorMessage(event.error)}
        </p>
      </Screen>
    );
  }
  if (!event.data) return <PageLoading label="청첩장·부고장 정보를 불러오는 중입니다" />;

  const data = event.data;
  const noun = data.isWedding ? '청첩장' : '부고장';
  const guests = data.isWedding ? '하객' : '조문객';
  const guestUrl = `${window.location.origin}${links.guestPage(data.publicNum)}`;
  const style = kioskStyles.find((candidate) => candidate.value === data.kioskStyle);

  return (
    <Screen
      title={`내 ${noun} 관리`}
      lead={
        <>
          <strong>{data.title}</strong> · {data.isWedding ? '예식' : '발인'} {formatDate(data.eventDate)} · 주문번호 {orderNum}
        </>
      }
      side={
        <ScreenLink to={links.orders} back>
          주문 조회
        </ScreenLink>
      }
    >
      <div className={styles.page}>
        <section aria-labelledby={`${ids}-glance`} className={styles.section}>
          <h2 id={`${ids}-glance`} className={styles.sectionTitle}>
            한눈에 보기
          </h2>
          <EventGlance event={data} />
          {!data.useCampaign ? <p className={styles.note}>이 {noun}은 디지털 기부화환을 받지 않도록 만들어졌습니다.</p> : null}
        </section>

        <div className={styles.columns}>
          <section aria-labelledby={`${ids}-share`} className={styles.card}>
            <h2 id={`${ids}-share`} className={styles.cardTitle}>
              <Share2 size={20} aria-hidden="true" />
              {guests}께 보낼 주소
            </h2>
            <ShareLink url={guestUrl} href={links.guestPage(data.publicNum)} title={data.title} noun={noun} />
          </section>

          <section aria-labelledby={`${ids}-kiosk`} className={styles.card}>
            <h2 id={`${ids}-kiosk`} className={styles.cardTitle}>
              <MonitorPlay size={20} aria-hidden="true" />
              키오스크
            </h2>
            <p className={styles.note}>
              {noun}에서 고른 스타일: 스타일 {data.kioskStyle}
              {style ? ` · ${style.name}` : ''}. {data.isWedding ? '예식장' : '장례식장'} 화면에서 열면 보내 주신 분의 메시지가 바로 나타납니다.
            </p>
            {kioskLink(data)}
          </section>
        </div>

        <p className={styles.settings}>
          <AppLink to={links.settings} className={buttonClass('ghost', 'sm')}>
            <Settings size={16} aria-hidden="true" />
            공개·보관 설정
          </AppLink>
          <AppLink to={links.thanks} className={buttonClass('ghost', 'sm')}>
            <HeartHandshake size={16} aria-hidden="true" />
            {data.isWedding ? '감사 인사' : '감사장'} 만들기
          </AppLink>
        </p>

        {more?.(data)}

        <section aria-labelledby={`${ids}-senders`} className={styles.section}>
          <div className={styles.sendersHead}>
            <h2 id={`${ids}-senders`} className={styles.sectionTitle}>
              <Users size={20} aria-hidden="true" />
              보내 주신 분
            </h2>
            <a className={buttonClass('secondary', 'sm')} href={wreathsExcelHref(orderNum, searchWord)} download>
              <Download size={16} aria-hidden="true" />
              엑셀 다운로드
            </a>
          </div>
          <WordSearch
            key={searchWord ?? ''}
            label="보내 주신 분 검색"
            hint="이름이나 메시지로 검색"
            searchWord={searchWord}
            onSearch={(word) => void navigate(hrefWith({ searchWord: word }))}
          />
          <ResultCount label={searchWord ? '검색 결과' : '전체'} total={wreaths.data && !wreaths.isPlaceholderData ? wreaths.data.totalElements : undefined} />
          {thanked.isError ? (
            <p role="alert" className={styles.failed}>
              {errorMessage(thanked.error)}
            </p>
          ) : null}
          <ListState
            query={wreaths}
            loadingLabel="보내 주신 분을 불러오는 중입니다"
            errorTitle="보내 주신 분을 불러오지 못했습니다"
            empty={
              searchWord
                ? {
                    icon: <Search size={24} aria-hidden="true" />,
                    title: `'${searchWord}'(으)로 찾은 분이 없습니다`,
                    text: '이름이나 메시지의 다른 낱말로 찾아보세요.',
                  }
                : {
                    icon: <Flower2 size={24} aria-hidden="true" />,
                    title: '아직 받은 기부화환이 없습니다',
                    text: `${guests}이 기부화환을 보내면 보내 주신 분과 메시지가 여기에 나타납니다.`,
                  }
            }
          >
            {(list, { busy }) => (
              <ul className={styles.list} aria-busy={busy || undefined} aria-label={`보내 주신 분, ${page}페이지`}>
                {list.content.map((wreath) => (
                  <WreathItem
                    key={wreath.paymentSeq}
                    wreath={wreath}
                    busy={thanked.isPending && thanked.variables.paymentSeq === wreath.paymentSeq}
                    onThanked={(mark) => thanked.mutate({ paymentSeq: wreath.paymentSeq, thanked: mark })}
                  />
                ))}
              </ul>
            )}
          </ListState>
          <Pagination
            page={page}
            totalElements={wreaths.data?.totalElements ?? 0}
            pageSize={hostWreathPageSize}
            hrefFor={(target) => hrefWith({ page: target })}
            label="보내 주신 분 페이지"
          />
        </section>

        {guestbook}
      </div>
    </Screen>
  );
}
