import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, MessageCircleQuestion, PencilLine, Trash2 } from 'lucide-react';
import {
  filterDaysLabel,
  filterStartDate,
  formatDate,
  formatDateTime,
  inquiryFilterDays,
  inquiryStatusLabels,
  itemAt,
  messages,
  pageSizes,
  todayInSeoul,
} from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { AppLink } from '@web/shared/ui/app-link';
import { Button, buttonClass } from '@web/shared/ui/button';
import { HtmlContent } from '@web/shared/ui/html-content';
import { alert, confirm } from '@web/shared/ui/modal';
import { ListState } from '@web/shared/ui/list-state';
import { Pagination } from '@web/shared/ui/pagination';
import { PeriodFilter, usePeriodParams } from '@web/shared/ui/period-filter';
import { ResultCount, Screen } from '@web/shared/ui/screen';
import { myInquiryQueries, useDeleteInquiries, type MemberInquiry } from './api';
import styles from './inquiry-list-page.module.css';

/**
 * /mypage/inquiry-list: my 1:1 inquiries of the last 오늘 … 120일, 10 per page.
 * A row opens to its question and answer; chosen rows can be deleted together.
 */
export function InquiryListPage({ inquiryCreateHref }: { inquiryCreateHref: string }) {
  // Without a choice the widest period shows, so recent inquiries are there on arrival.
  const period = usePeriodParams({ choices: inquiryFilterDays, defaultChoice: itemAt(inquiryFilterDays, -1, 'the widest period') });
  const { page, days, hrefWith } = period;
  const today = todayInSeoul();
  const filters = { page, startDate: filterStartDate(days) ?? today, endDate: today };
  const list = useQuery(myInquiryQueries.list(filters));
  const rows = list.data?.content ?? [];

  // Choices and open rows belong to the rows on screen: a new page or period starts afresh.
  const viewKey = `${page}|${days}`;
  const [selection, setSelection] = useState<{ key: string; seqs: ReadonlySet<number> }>({ key: viewKey, seqs: new Set() });
  const selected = selection.key === viewKey ? selection.seqs : new Set<number>();
  const select = (seqs: ReadonlySet<number>) => setSelection({ key: viewKey, seqs });
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.inquirySeq));

  const remove = useDeleteInquiries();

  const deleteSelected = async () => {
    const seqs = rows.filter((row) => selected.has(row.inquirySeq)).map((row) => row.inquirySeq);
    if (seqs.length === 0) {
      await alert(messages.myPage.noInquirySelected);
      return;
    }
    if (!(await confirm(messages.myPage.inquiryDeleteConfirm, { destructive: true, confirmLabel: messages.common.deleteAction }))) return;
    remove.mutate(seqs, {
      onSuccess: async (result) => {
        select(new Set());
        await alert(result?.message || messages.myPage.deleted);
      },
      onError: (error) => alert(errorMessage(error)),
    });
  };

  return (
    <Screen
      title="1:1 문의 내역"
      lead="남기신 문의와 답변을 확인할 수 있습니다."
      side={
        <AppLink to={inquiryCreateHref} className={buttonClass('primary', 'sm')}>
          <PencilLine size={16} aria-hidden="true" />
          1:1 문의하기
        </AppLink>
      }
    >
      <PeriodFilter period={period} />
      <div className={styles.toolbar}>
        <label className={styles.selectAll}>
          <input
            type="checkbox"
            checked={allSelected}
            disabled={rows.length === 0}
            onChange={(event) => select(new Set(event.target.checked ? rows.map((row) => row.inquirySeq) : []))}
          />
          전체 선택
        </label>
        <ResultCount
          className={styles.count}
          label={filterDaysLabel(days)}
          total={list.data && !list.isPlaceholderData ? list.data.totalElements : undefined}
        />
        <Button variant="secondary" size="sm" onClick={() => void deleteSelected()} loading={remove.isPending}>
          <Trash2 size={16} aria-hidden="true" />
          선택 삭제
        </Button>
      </div>
      <ListState
        query={list}
        loadingLabel="문의 내역을 불러오는 중입니다"
        errorTitle="문의 내역을 불러오지 못했습니다"
        empty={{
          icon: <MessageCircleQuestion size={24} aria-hidden="true" />,
          title: '이 기간에 남기신 문의가 없습니다',
          text: '궁금한 점이 있으시면 1:1 문의를 남겨 주세요. 답변은 이메일과 이 화면에서 확인하실 수 있습니다.',
        }}
      >
        {({ content }, { busy }) => (
          <InquiryRows
            key={viewKey}
            rows={content}
            selected={selected}
            busy={busy}
            onToggle={(inquirySeq, checked) => {
              const next = new Set(selected);
              if (checked) next.add(inquirySeq);
              else next.delete(inquirySeq);
              select(next);
            }}
          />
        )}
      </ListState>
      <Pagination
        page={page}
        totalElements={list.data?.totalElements ?? 0}
        pageSize={pageSizes.inquiry}
        hrefFor={(target) => hrefWith({ page: target })}
        label="문의 내역 페이지"
      />
    </Screen>
  );
}

interface InquiryRowsProps {
  rows: readonly MemberInquiry[];
  selected: ReadonlySet<number>;
  busy: boolean;
  onToggle: (inquirySeq: number, checked: boolean) => void;
}

/** The rows; several may be open at once. */
function InquiryRows({ rows, selected, busy, onToggle }: InquiryRowsProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggleOpen = (inquirySeq: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(inquirySeq)) next.delete(inquirySeq);
      else next.add(inquirySeq);
      return next;
    });

  return (
    <div className={styles.board} aria-busy={busy || undefined}>
      <div className={styles.columns} aria-hidden="true">
        <span />
        <span>번호</span>
        <span>제목</span>
        <span>작성일</span>
        <span>상태</span>
      </div>
      <ul className={styles.list} aria-label="문의 목록">
        {rows.map((row) => {
          const expanded = open.has(row.inquirySeq);
          const panelId = `${baseId}-panel-${row.inquirySeq}`;
          const status = row.isAnswered ? inquiryStatusLabels.answered : inquiryStatusLabels.waiting;
          return (
            <li key={row.inquirySeq} className={`${styles.item} ${expanded ? styles.open : ''}`} data-inquiry-seq={row.inquirySeq}>
              <div className={styles.row}>
                <span className={styles.check}>
                  <input
                    type="checkbox"
                    checked={selected.has(row.inquirySeq)}
                    onChange={(event) => onToggle(row.inquirySeq, event.target.checked)}
                    aria-label={`'${row.questionTitle}' 선택`}
                  />
                </span>
                <span className={styles.number}>{row.number}</span>
                <h2 className={styles.heading}>
                  <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggleOpen(row.inquirySeq)}>
                    <span className={styles.questionTitle}>{row.questionTitle}</span>
                    <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
                  </button>
                </h2>
                <span className={styles.date}>
                  <span className="visually-hidden">작성일 </span>
                  <time dateTime={formatDate(row.createDate)}>{formatDate(row.createDate)}</time>
                </span>
                <span className={`${styles.status} ${row.isAnswered ? styles.answered : styles.waiting}`}>{status}</span>
              </div>
              <div id={panelId} className={styles.panel} hidden={!expanded}>
                <div className={styles.block}>
                  <span className={styles.mark} aria-hidden="true">
                    Q
                  </span>
                  <div className={styles.blockBody}>
                    <h3 className="visually-hidden">문의 내용</h3>
                    <HtmlContent html={row.questionContent} headingLevel={4} />
                  </div>
                </div>
                <div className={`${styles.block} ${styles.answerBlock}`}>
                  <span className={`${styles.mark} ${styles.answerMark}`} aria-hidden="true">
                    A
                  </span>
                  <div className={styles.blockBody}>
                    <h3 className="visually-hidden">답변</h3>
                    {row.answer ? (
                      <>
                        <HtmlContent html={row.answer} headingLevel={4} />
                        {row.answerDate ? <p className={styles.answerDate}>답변일 {formatDateTime(row.answerDate)}</p> : null}
                      </>
                    ) : (
                      <p className={styles.pending}>문의를 확인하고 있습니다. 답변이 등록되면 이메일로도 알려 드립니다.</p>
                    )}
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
