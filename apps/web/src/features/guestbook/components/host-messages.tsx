import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Eye, EyeOff, Trash2 } from 'lucide-react';
import { formatDateTime, guestbookHostPageSize, type GuestbookHostMessage } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { ListState } from '@web/shared/ui/list-state';
import { confirm } from '@web/shared/ui/modal';
import { guestbookQueries, useDeleteMessage, useHideMessage } from '../api';
import { bookName } from '../words';
import styles from './guestbook-host.module.css';

/**
 * The guestbook on the host's event page (/mypage/event/{orderNum}): every
 * message, the hidden ones marked, each with 숨기기 / 다시 보이기 and 삭제.
 */
export function HostMessages({ orderNum }: { orderNum: string }) {
  const [page, setPage] = useState(1);
  const settings = useQuery(guestbookQueries.settings(orderNum));
  const list = useQuery(guestbookQueries.messages(orderNum, page));
  const hide = useHideMessage(orderNum);
  const remove = useDeleteMessage(orderNum);
  const name = bookName(settings.data?.invitationType ?? 'W');
  const lastPage = Math.max(1, Math.ceil((list.data?.totalElements ?? 0) / guestbookHostPageSize));

  const onDelete = async (message: GuestbookHostMessage) => {
    const sure = await confirm(`${message.name} 님이 남긴 글을 지울까요? 되돌릴 수 없습니다.`, {
      title: '글 지우기',
      destructive: true,
      confirmLabel: '지우기',
    });
    if (sure) remove.mutate(message.messageSeq);
  };

  const failure = hide.error ?? remove.error;
  return (
    <section className={styles.section} aria-labelledby="guestbook-host-title">
      <h2 id="guestbook-host-title" className={styles.title}>
        <BookOpen size={20} aria-hidden="true" />
        {name}
        {list.data ? <span className={styles.count}> {list.data.totalElements}개</span> : null}
      </h2>
      {settings.data && !settings.data.enabled ? (
        <p className={styles.note}>{name}을 받지 않도록 설정되어 있습니다. 공개·보관 설정에서 바꿀 수 있습니다.</p>
      ) : null}
      {settings.data?.hostOnly ? <p className={styles.note}>나만 보기로 설정되어 있어 손님에게는 글이 보이지 않습니다.</p> : null}
      {failure ? (
        <p role="alert" className={styles.failed}>
          {errorMessage(failure)}
        </p>
      ) : null}
      <ListState
        query={list}
        loadingLabel={`${name}을 불러오는 중입니다`}
        errorTitle={`${name}을 불러오지 못했습니다`}
        empty={{ icon: <BookOpen size={24} aria-hidden="true" />, title: `아직 남겨진 ${name}이 없습니다`, text: '손님이 글을 남기면 여기에 나타납니다.' }}
      >
        {(data, { busy }) => (
          <ul className={styles.list} aria-busy={busy || undefined} aria-label={`${name}, ${page}페이지`}>
            {data.content.map((message) => (
              <li key={message.messageSeq} className={message.hidden ? `${styles.item} ${styles.hidden}` : styles.item}>
                <p className={styles.head}>
                  <strong>{message.name}</strong>
                  <span className={styles.date}>{formatDateTime(message.createdAt)}</span>
                  {message.hidden ? <span className={styles.badge}>숨김</span> : null}
                </p>
                <p className={styles.body}>{message.body}</p>
                <div className={styles.actions}>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    loading={hide.isPending && hide.variables.messageSeq === message.messageSeq}
                    onClick={() => hide.mutate({ messageSeq: message.messageSeq, hidden: !message.hidden })}
                    aria-label={`${message.name} 님의 글 ${message.hidden ? '다시 보이기' : '숨기기'}`}
                  >
                    {message.hidden ? <Eye size={16} aria-hidden="true" /> : <EyeOff size={16} aria-hidden="true" />}
                    {message.hidden ? '다시 보이기' : '숨기기'}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    loading={remove.isPending && remove.variables === message.messageSeq}
                    onClick={() => void onDelete(message)}
                    aria-label={`${message.name} 님의 글 지우기`}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    지우기
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {lastPage > 1 ? (
        <nav className={styles.pages} aria-label={`${name} 페이지`}>
          <Button type="button" size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            이전
          </Button>
          <span>
            {page} / {lastPage}
          </span>
          <Button type="button" size="sm" variant="secondary" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            다음
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
