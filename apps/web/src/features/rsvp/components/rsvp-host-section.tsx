import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Download, Search } from 'lucide-react';
import {
  formatDateTime,
  formatPhone,
  koreanMinuteInstant,
  rsvpAttendanceLabels,
  rsvpMealText,
  rsvpPageSize,
  rsvpSideLabels,
  rsvpSides,
  type HostRsvp,
  type RsvpSummary,
} from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { AppLink } from '@web/shared/ui/app-link';
import { buttonClass } from '@web/shared/ui/button';
import { WordSearch } from '@web/shared/ui/word-search';
import { ListState } from '@web/shared/ui/list-state';
import { Pagination } from '@web/shared/ui/pagination';
import { ResultCount } from '@web/shared/ui/screen';
import { rsvpExcelHref, rsvpQueries } from '../api';
import styles from './rsvp.module.css';

// The host's page holds the wreaths' list with its own page and search: these take names of their own.
const pageKey = 'rsvpPage';
const wordKey = 'rsvpWord';

/**
 * 참석 의사 on the host's page (/mypage/event/{orderNum}, weddings): the counts
 * per side, the answers with a search and the Excel.
 */
export function RsvpHostSection({ orderNum, settingsHref }: { orderNum: string; settingsHref: string }) {
  const ids = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get(pageKey)) || 1);
  const searchWord = params.get(wordKey)?.trim() || undefined;
  const summary = useQuery(rsvpQueries.summary(orderNum));
  const answers = useQuery(rsvpQueries.answers(orderNum, page, searchWord));

  const hrefWith = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    if (wordKey in changes) next.delete(pageKey);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === pageKey && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    return `?${next.toString()}`;
  };

  return (
    <section aria-labelledby={`${ids}-title`} className={styles.section}>
      <div className={styles.head}>
        <h2 id={`${ids}-title`} className={styles.title}>
          <CalendarCheck size={20} aria-hidden="true" />
          참석 의사
        </h2>
        <a className={buttonClass('secondary', 'sm')} href={rsvpExcelHref(orderNum, searchWord)} download>
          <Download size={16} aria-hidden="true" />
          참석 의사 엑셀 다운로드
        </a>
      </div>
      {summary.isError ? (
        <p role="alert" className={styles.failed}>
          {errorMessage(summary.error)}
        </p>
      ) : summary.data ? (
        <Tallies summary={summary.data} settingsHref={settingsHref} />
      ) : null}
      <WordSearch
        key={searchWord ?? ''}
        label="참석 의사 검색"
        hint="성함, 연락처, 남기신 말씀으로 검색"
        searchWord={searchWord}
        onSearch={(word) => void navigate(hrefWith({ [wordKey]: word }), { preventScrollReset: true })}
      />
      <ResultCount label={searchWord ? '검색 결과' : '전체'} total={answers.data && !answers.isPlaceholderData ? answers.data.totalElements : undefined} />
      <ListState
        query={answers}
        loadingLabel="참석 의사를 불러오는 중입니다"
        errorTitle="참석 의사를 불러오지 못했습니다"
        empty={
          searchWord
            ? { icon: <Search size={24} aria-hidden="true" />, title: `'${searchWord}'(으)로 찾은 답이 없습니다`, text: '다른 낱말로 찾아보세요.' }
            : {
                icon: <CalendarCheck size={24} aria-hidden="true" />,
                title: '아직 받은 참석 의사가 없습니다',
                text: '하객이 청첩장에서 참석 의사를 전달하면 여기에 나타납니다.',
              }
        }
      >
        {(list, { busy }) => (
          <ul className={styles.list} aria-busy={busy || undefined} aria-label={`참석 의사, ${page}페이지`}>
            {list.content.map((answer) => (
              <AnswerItem key={answer.rsvpSeq} answer={answer} />
            ))}
          </ul>
        )}
      </ListState>
      <Pagination
        page={page}
        totalElements={answers.data?.totalElements ?? 0}
        pageSize={rsvpPageSize}
        hrefFor={(target) => hrefWith({ [pageKey]: target })}
        label="참석 의사 페이지"
        preventScrollReset
      />
    </section>
  );
}

function Tallies({ summary, settingsHref }: { summary: RsvpSummary; settingsHref: string }) {
  const state = !summary.enabled
    ? '지금은 참석 의사를 받지 않습니다.'
    : summary.closed
      ? '참석 의사 전달이 마감되었습니다.'
      : summary.deadline
        ? `${formatDateTime(koreanMinuteInstant(summary.deadline))}까지 받습니다.`
        : '참석 의사를 받는 중입니다 (마감 없음).';
  return (
    <>
      <p className={styles.note}>
        {state} <AppLink to={settingsHref}>설정 바꾸기</AppLink>
      </p>
      <dl className={styles.tallies}>
        {rsvpSides.map((side) => {
          const tally = summary[side];
          return (
            <div key={side} className={styles.tally}>
              <dt className={styles.tallySide}>{rsvpSideLabels[side]}</dt>
              <dd className={styles.tallyFigures}>
                <span>
                  참석 <strong>{tally.attending}</strong>명 (인원 합 <strong>{tally.attendingGuests}</strong>명)
                </span>
                <span>
                  불참 <strong>{tally.declined}</strong>명
                </span>
                <span>
                  미정 <strong>{tally.undecided}</strong>명
                </span>
                <span>
                  식사 인원 <strong>{tally.mealGuests}</strong>명
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

function AnswerItem({ answer }: { answer: HostRsvp }) {
  return (
    <li className={styles.item}>
      <p className={styles.itemHead}>
        <strong>{answer.name}</strong>
        <span className={styles.badge}>{rsvpSideLabels[answer.side]}</span>
        <span className={styles.badge} data-attendance={answer.attendance}>
          {rsvpAttendanceLabels[answer.attendance]}
        </span>
      </p>
      <p className={styles.itemMeta}>
        {answer.attendance === 'no' ? null : (
          <>
            {answer.headcount}명 · {rsvpMealText(answer.meal)} ·{' '}
          </>
        )}
        {answer.phone ? `${formatPhone(answer.phone)} · ` : null}
        {formatDateTime(answer.updatedAt)}
      </p>
      {answer.note ? <p className={styles.itemNote}>{answer.note}</p> : null}
    </li>
  );
}
