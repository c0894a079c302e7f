import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatKoreanDate, formatMonthDay, formatNumber, formatWon, type Dashboard } from '@ongi/shared';
import { AppLink } from '@web/shared/ui/app-link';
import { ListState } from '@web/shared/ui/list-state';
import { dashboardQueries } from '../api';
import { DailyChart } from './daily-chart';
import styles from './start-page.module.css';

/** Where the start page's panels lead; the app layer knows the addresses. */
export interface StartPageLinks {
  refundRequests: string;
  inquiries: string;
  failedMessages: string;
  reconciliation: string;
  kiosk: (publicNum: string, kioskStyle: number) => string;
  invitationView: (publicNum: string) => string;
}

function Figure({ label, figures, note }: { label: string; figures: Dashboard['todayFigures']; note: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>
        <span className={styles.big}>{formatNumber(figures.wreaths)}개</span>
        <span className={styles.amount}>{formatWon(figures.amount)}</span>
        <span className={styles.muted}>{note}</span>
      </dd>
    </div>
  );
}

function Waiting({ label, count, to, unit = '건', note }: { label: string; count: number; to: string; unit?: string; note?: string }) {
  return (
    <li className={count > 0 ? `${styles.waiting} ${styles.attention}` : styles.waiting}>
      <AppLink to={to} className={styles.waitingLink}>
        <span className={styles.waitingLabel}>{label}</span>
        <span className={styles.waitingCount}>
          {formatNumber(count)}
          {unit}
        </span>
        {note ? <span className={styles.muted}>{note}</span> : null}
      </AppLink>
    </li>
  );
}

/** A sentence for the chart's readers: the 30 days in one line. */
function chartSummary(daily: Dashboard['daily']): string {
  const wreaths = daily.reduce((sum, point) => sum + point.wreaths, 0);
  const amount = daily.reduce((sum, point) => sum + point.amount, 0);
  if (wreaths === 0) return '최근 30일 동안 결제된 기부화환이 없습니다.';
  const busiest = daily.reduce((best, point) => (point.wreaths > best.wreaths ? point : best));
  return `최근 30일 동안 기부화환 ${formatNumber(wreaths)}개, ${formatWon(amount)}. 가장 많은 날은 ${formatMonthDay(busiest.day)} (${formatNumber(busiest.wreaths)}개)입니다.`;
}

function StartPageContent({ data, links }: { data: Dashboard; links: StartPageLinks }) {
  const chartId = useId();
  const recent = [...data.daily].reverse().filter((point) => point.wreaths > 0);
  return (
    <>
      <dl className={styles.figures} aria-label="기부화환 현황">
        <Figure label="오늘 기부화환" figures={data.todayFigures} note={formatKoreanDate(data.today, { weekday: 'short' })} />
        <Figure label="이번 주 기부화환" figures={data.weekFigures} note={`${formatMonthDay(data.weekStart)} (월)부터`} />
      </dl>

      <section className={styles.panel} aria-labelledby="start-waiting">
        <h2 id="start-waiting" className={styles.panelTitle}>
          처리할 일
        </h2>
        <ul className={styles.waitingList}>
          <Waiting label="환불 요청" count={data.refundRequestsWaiting} to={links.refundRequests} />
          <Waiting label="답변 대기 문의" count={data.inquiriesWaiting} to={links.inquiries} />
          <Waiting label="발송 실패 메시지" count={data.failedMessages} to={links.failedMessages} />
          <Waiting
            label="대사 차이"
            count={data.reconciliationOpen}
            to={links.reconciliation}
            note={data.reconciliationLastDay ? `${formatMonthDay(data.reconciliationLastDay)}까지 대사` : '아직 대사 전'}
          />
        </ul>
      </section>

      <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={`${chartId}-title`}>
        <h2 id={`${chartId}-title`} className={styles.panelTitle}>
          최근 30일 기부화환
        </h2>
        <p className={styles.legend}>
          <span className={styles.legendBar} aria-hidden="true" /> 기부화환 수(왼쪽) <span className={styles.legendLine} aria-hidden="true" /> 금액(오른쪽)
        </p>
        <p className={styles.summary}>{chartSummary(data.daily)}</p>
        <DailyChart points={data.daily} />
        <details className={styles.details}>
          <summary>날짜별 표로 보기</summary>
          {recent.length === 0 ? (
            <p className={styles.muted}>최근 30일 동안 결제된 기부화환이 없습니다.</p>
          ) : (
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">최근 30일 날짜별 기부화환 수와 금액 (화환이 있는 날만)</caption>
                <thead>
                  <tr>
                    <th scope="col">날짜</th>
                    <th scope="col">기부화환</th>
                    <th scope="col">금액</th>
                  </tr>
                </thead>
                <tbody>
                  {recent.map((point) => (
                    <tr key={point.day}>
                      <th scope="row">{formatKoreanDate(point.day, { weekday: 'short' })}</th>
                      <td>{formatNumber(point.wreaths)}개</td>
                      <td>{formatWon(point.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </details>
      </section>

      <section className={styles.panel} aria-labelledby="start-events">
        <h2 id="start-events" className={styles.panelTitle}>
          오늘·내일 행사 <span className={styles.muted}>{formatNumber(data.eventsTotal)}건</span>
        </h2>
        {data.events.length === 0 ? (
          <p className={styles.empty}>오늘과 내일 예정된 예식·발인이 없습니다.</p>
        ) : (
          <ul className={styles.events}>
            {data.events.map((event) => (
              <li key={event.orderNum} className={styles.event}>
                <span className={event.invitationType === 'W' ? styles.kindWedding : styles.kindFuneral}>
                  {event.invitationType === 'W' ? '결혼식' : '발인'}
                </span>
                <span className={styles.eventMain}>
                  <span className={styles.eventTitle}>{event.title || event.orderNum}</span>
                  <span className={styles.muted}>
                    {event.eventDate === data.today ? '오늘' : '내일'} {event.eventTime} · {event.place}
                  </span>
                </span>
                <span className={styles.eventLinks}>
                  <a href={links.kiosk(event.publicNum, event.kioskStyle)} target="_blank" rel="noopener noreferrer" className={styles.smallLink}>
                    키오스크<span className="visually-hidden"> 열기: {event.title} (새 창)</span>
                  </a>
                  <a href={links.invitationView(event.publicNum)} target="_blank" rel="noopener noreferrer" className={styles.smallLink}>
                    초대장<span className="visually-hidden"> 보기: {event.title} (새 창)</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        )}
        {data.eventsTotal > data.events.length ? <p className={styles.muted}>이른 순서로 {formatNumber(data.events.length)}건만 보입니다.</p> : null}
      </section>

      <section className={styles.panel} aria-labelledby="start-organisations">
        <h2 id="start-organisations" className={styles.panelTitle}>
          기부처별 정산 대기 금액
        </h2>
        {data.organisations.length === 0 ? (
          <p className={styles.empty}>정산을 기다리는 기부금이 없습니다.</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className="visually-hidden">기부단체별로 아직 정산에 담기지 않은 기부화환 수와 기부처 전달 금액</caption>
              <thead>
                <tr>
                  <th scope="col">기부단체</th>
                  <th scope="col">화환</th>
                  <th scope="col">정산 대기 금액</th>
                </tr>
              </thead>
              <tbody>
                {data.organisations.map((organisation) => (
                  <tr key={organisation.donationGroupSeq}>
                    <th scope="row">{organisation.groupName}</th>
                    <td>{formatNumber(organisation.wreaths)}개</td>
                    <td>{formatWon(organisation.donatedAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** /admin: the back office's start page (issue 25 §2). */
export function StartPage({ links }: { links: StartPageLinks }) {
  const query = useQuery(dashboardQueries.view());
  return (
    <section className={styles.screen} aria-labelledby="start-title">
      <header className={styles.header}>
        <h1 id="start-title" className={styles.title}>
          운영 현황
        </h1>
        <p className={styles.muted}>기부화환은 결제가 유지된 것(일부 환불 포함)을 한국 날짜로 셉니다. 1분마다 새로 읽습니다.</p>
      </header>
      <ListState
        query={query}
        loadingLabel="운영 현황을 불러오는 중입니다"
        errorTitle="운영 현황을 불러오지 못했습니다"
        isEmpty={() => false}
        empty={{ title: '운영 현황이 없습니다' }}
      >
        {(data) => (
          <div className={styles.grid}>
            <StartPageContent data={data} links={links} />
          </div>
        )}
      </ListState>
    </section>
  );
}
