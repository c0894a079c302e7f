import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvitationView } from '@ongi/shared';
import { formatDate, formatNumber } from '@ongi/shared/light';
import { useWantedSoon } from '@web/shared/lib/use-wanted-soon';
import { onWreathPaid } from './open-wreath-payment';
import { Section } from './section';
import { fetchSenders, hasMoreSenders, noSenders, withPage, type Senders } from './senders';
import styles from './view.module.css';

const titles = { W: '축하해 주신 분들', F: '마음을 전해주신 분들' } as const;

type Status = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The wreaths the guests sent, under the campaign (issue 9 item 6). Asked
 * for once the page is idle or the section nears the screen, so the first
 * paint never waits for it, and asked again when a guest pays for one on
 * this page.
 */
export function SendersBlock({ view }: { view: InvitationView }) {
  const publicNum = view.publicNum;
  const hasCampaign = view.campaign !== null;
  const anchor = useRef<HTMLDivElement>(null);
  const { wanted, want } = useWantedSoon(anchor, hasCampaign);
  const [senders, setSenders] = useState<Senders>(noSenders);
  const [status, setStatus] = useState<Status>('idle');
  // A later request (a payment's refresh) wins over one still under way.
  const latest = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const request = ++latest.current;
      setStatus('loading');
      try {
        const next = await fetchSenders(publicNum, page);
        if (request !== latest.current) return;
        setSenders((shown) => withPage(shown, next, page));
        setStatus('ready');
      } catch {
        if (request === latest.current) setStatus('error');
      }
    },
    [publicNum],
  );

  useEffect(() => {
    if (wanted) void load(1);
  }, [wanted, load]);

  // A wreath paid on this page joins the list at once (the first page again: it is the newest).
  useEffect(() => {
    if (!hasCampaign) return;
    return onWreathPaid(() => {
      if (wanted) void load(1);
      else want();
    });
  }, [hasCampaign, wanted, want, load]);

  if (!hasCampaign) return null;
  const { content, totalElements, page } = senders;
  const more = hasMoreSenders(senders);
  const firstLoad = page === 0;
  return (
    <Section title={titles[view.invitationType]}>
      <div ref={anchor} className={styles.senders} aria-busy={status === 'loading'}>
        {firstLoad ? (
          status === 'error' ? (
            <SendersError onRetry={() => void load(1)} />
          ) : (
            <p className={styles.sendersNote}>{status === 'loading' ? '불러오는 중입니다.' : null}</p>
          )
        ) : totalElements === 0 ? (
          <p className={styles.sendersEmpty}>아직 보내주신 기부화환이 없습니다.</p>
        ) : (
          <>
            <p className={styles.sendersCount}>
              기부화환 <strong>{formatNumber(totalElements)}</strong>개
            </p>
            <ul className={styles.sendersList}>
              {content.map((sender) => (
                <li key={sender.paymentSeq} className={styles.sender}>
                  <p className={styles.senderHead}>
                    <strong className={styles.senderName}>{sender.name}</strong>
                    <span className={styles.senderDate}>{formatDate(sender.paidAt)}</span>
                  </p>
                  {sender.message ? <p className={styles.senderMessage}>{sender.message}</p> : null}
                </li>
              ))}
            </ul>
            {status === 'error' ? <SendersError onRetry={() => void load(page + 1)} /> : null}
            {more && status !== 'error' ? (
              <button type="button" className={styles.ghostButton} disabled={status === 'loading'} onClick={() => void load(page + 1)}>
                더 보기
              </button>
            ) : null}
          </>
        )}
      </div>
    </Section>
  );
}

function SendersError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.sendersNote}>
      <p role="alert">목록을 불러오지 못했습니다.</p>
      <button type="button" className={styles.ghostButton} onClick={onRetry}>
        다시 불러오기
      </button>
    </div>
  );
}
