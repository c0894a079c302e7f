import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { confirm } from '@web/shared/ui/modal';
import { thanksQueries, useSendThanks } from '../api';
import styles from './send-thanks.module.css';

export interface SendThanksProps {
  orderNum: string;
  /** After a send: whatever else shows who was thanked (the host's page) is refreshed by the page composing this one. */
  onSent?: () => void;
}

/**
 * '감사 인사 보내기': the page's link by 알림톡 (문자 when it fails) to every
 * wreath sender who left a phone. The server sends each number once ever,
 * so a second tap, or the other host's phone, only reports who already got it.
 */
export function SendThanks({ orderNum, onSent }: SendThanksProps) {
  const titleId = useId();
  const whyId = useId();
  const sending = useQuery(thanksQueries.sending(orderNum));
  const send = useSendThanks(orderNum, onSent);
  const counts = sending.data;
  const toSend = counts ? counts.recipients - counts.alreadySent : 0;

  const why = !counts
    ? null
    : !counts.published
      ? '감사 페이지를 저장하고 공개하면 보낼 수 있습니다. 위의 ‘하객에게 공개하기’를 고르고 저장해 주세요.'
      : counts.recipients === 0
        ? '휴대폰 번호를 남기고 기부화환을 보내 주신 분이 아직 없습니다.'
        : toSend === 0
          ? `번호를 남긴 ${counts.recipients}명 모두에게 보냈습니다. 새로 기부화환을 보내 주신 분이 생기면 그분께만 보냅니다.`
          : null;

  const onSend = async () => {
    const asked = await confirm(
      `${toSend}명에게 감사 페이지 주소를 알림톡으로 보낼까요? 알림톡을 받을 수 없는 분께는 문자로 보냅니다. 이미 받은 분께는 다시 보내지 않습니다.`,
      {
        title: '감사 인사 보내기',
        confirmLabel: '보내기',
        cancelLabel: '닫기',
      },
    );
    if (asked) send.mutate();
  };

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        감사 인사 보내기
      </h2>
      <p className={styles.lead}>기부화환을 보내 주신 분 가운데 휴대폰 번호를 남긴 분께 감사 페이지 주소를 알림톡으로 보냅니다. 한 분께 한 번만 보냅니다.</p>
      {counts ? (
        <>
          <dl className={styles.counts}>
            <div className={styles.count}>
              <dt>번호를 남긴 분</dt>
              <dd>{counts.recipients}명</dd>
            </div>
            <div className={styles.count}>
              <dt>이미 보낸 분</dt>
              <dd>{counts.alreadySent}명</dd>
            </div>
            <div className={styles.count}>
              <dt>번호가 없는 화환</dt>
              <dd>{counts.withoutPhone}건</dd>
            </div>
          </dl>
          {why ? (
            <p id={whyId} className={styles.why}>
              {why}
            </p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              disabled={toSend === 0 || !counts.published}
              loading={send.isPending}
              aria-describedby={why ? whyId : undefined}
              onClick={() => void onSend()}
            >
              <Send size={16} aria-hidden="true" />
              알림톡으로 보내기 ({toSend}명)
            </Button>
          </div>
        </>
      ) : sending.isError ? (
        <div className={styles.failed}>
          <p className={styles.why}>{errorMessage(sending.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => void sending.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : (
        <p className={styles.why}>보낼 분을 세고 있습니다…</p>
      )}
      {/* Always in the page, so the line is announced when it changes. */}
      <p className={send.isError ? `${styles.result} ${styles.error}` : styles.result} role="status">
        {send.data?.message ?? (send.isError ? errorMessage(send.error) : '')}
      </p>
    </section>
  );
}
