import { useEffect, useMemo, useState, type CSSProperties, type FocusEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Megaphone, Pause, Play } from 'lucide-react';
import { bannerIntervals, formatDate, type MainPageNotice } from '@ongi/shared';
import { useReducedMotion } from '@web/shared/lib/use-reduced-motion';
import { AppLink } from '@web/shared/ui/app-link';
import { homeQueries } from '../api';
import type { HomeLinks } from '../links';
import styles from './notice-ticker.module.css';

/**
 * Notices stepping up every 3 s with a 600 ms slide (spec 000 §9). Every
 * notice is in the list for screen readers; only the slide is visual. It
 * stops while hovered or focused, and has its own pause button.
 */
export function NoticeTicker({ links }: { links: HomeLinks }) {
  const query = useQuery(homeQueries.list('notices'));
  const notices = Array.isArray(query.data) ? query.data : [];
  return (
    <section className={styles.bar} aria-labelledby="home-notice-title">
      <div className={styles.inner}>
        <h2 id="home-notice-title" className={styles.label}>
          <Megaphone size={16} aria-hidden="true" />
          공지사항
        </h2>
        {query.isPending ? (
          <p className={styles.status}>불러오는 중입니다</p>
        ) : query.isError ? (
          <p className={styles.status}>공지사항을 불러오지 못했습니다.</p>
        ) : notices.length === 0 ? (
          <p className={styles.status}>아직 등록된 공지가 없습니다.</p>
        ) : (
          <Ticker notices={notices} links={links} />
        )}
        <AppLink to={links.noticeList} className={styles.more} aria-label="공지사항 더보기">
          더보기
          <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      </div>
    </section>
  );
}

function Ticker({ notices, links }: { notices: MainPageNotice[]; links: HomeLinks }) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // Off while the list jumps from the copy of the first notice back to the real one.
  const [animate, setAnimate] = useState(true);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = notices.length;
  const running = count > 1 && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setAnimate(!reducedMotion);
      setIndex((current) => (current >= count ? 1 : current + 1));
    }, bannerIntervals.noticeTickerStep);
    return () => window.clearInterval(timer);
  }, [running, count, reducedMotion]);

  // At the copy of the first notice: jump back to the real first one, unseen.
  useEffect(() => {
    if (index !== count) return;
    if (!animate) {
      setIndex(0);
      return;
    }
    const timer = window.setTimeout(() => {
      setAnimate(false);
      setIndex(0);
    }, bannerIntervals.noticeTickerAnimation);
    return () => window.clearTimeout(timer);
  }, [index, count, animate]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const style = {
    '--ticker-index': index,
    '--ticker-duration': animate ? `${bannerIntervals.noticeTickerAnimation}ms` : '0ms',
  } as CSSProperties;

  // The list plus a copy of the first notice, hidden from assistive technology, so the last step slides on.
  // Drawn once per list: each step only moves it (--ticker-index), it does not draw the rows again.
  const rows = useMemo(
    () =>
      (count > 1 ? [...notices, ...notices.slice(0, 1)] : notices).map((notice, row) => {
        const copy = row === count;
        return (
          <li key={copy ? 'copy' : notice.noticeSeq} className={styles.item} aria-hidden={copy || undefined}>
            <AppLink
              to={links.noticeDetail(notice.noticeSeq)}
              className={styles.link}
              tabIndex={copy ? -1 : undefined}
              onFocus={() => {
                setAnimate(false);
                setIndex(row);
              }}
            >
              <span className={styles.title}>{notice.title}</span>
              <span className={styles.date}>{formatDate(notice.createDate)}</span>
            </AppLink>
          </li>
        );
      }),
    [notices, count, links],
  );

  return (
    <>
      <div
        className={styles.viewport}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        // The browser scrolls a clipped box to a focused link; the slide does that job here.
        onScroll={(event) => {
          event.currentTarget.scrollTop = 0;
        }}
      >
        <ul className={styles.list} style={style} data-index={index % Math.max(count, 1)}>
          {rows}
        </ul>
      </div>
      {count > 1 ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={userPaused ? '공지 자동 넘김 시작' : '공지 자동 넘김 멈춤'}
          onClick={() => setUserPaused((paused) => !paused)}
        >
          {userPaused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
        </button>
      ) : null}
    </>
  );
}
