import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatWon, messages, settlementPeriodSchema, todayInSeoul, type SettlementPeriod, type SettlementPreview } from '@ongi/shared';
import styles from '@web/shared/admin/resource-form.module.css';
import { errorMessage } from '@web/shared/lib/api';
import { usePageTitle } from '@web/shared/lib/document-title';
import { AppLink } from '@web/shared/ui/app-link';
import { Button, buttonClass } from '@web/shared/ui/button';
import { FormActions, FormRows, SelectField, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { alert, confirm } from '@web/shared/ui/modal';
import { closeSettlement, settlementQueries } from '../api';
import { LinesTable } from '../components/lines-table';
import own from '../components/settlement.module.css';

/** The first and last day of last month in Korea: the period an office usually closes. */
function lastMonth(): { periodFrom: string; periodTo: string } {
  const [year, month] = todayInSeoul().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - 1;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { periodFrom: `${y}-${mm}-01`, periodTo: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

export interface NewBatchLinks {
  list: string;
  detail: (seq: number) => string;
}

/**
 * 새 정산: choose an organisation and a period of Korean days, see exactly
 * what the batch would hold (its wreaths, any adjustments, the amount), then
 * close it. The server computes the batch again when closing; the preview
 * is what an administrator checks, not what is trusted.
 */
export function NewBatchScreen({ links }: { links: NewBatchLinks }) {
  const headingId = useId();
  usePageTitle('새 정산');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const organisations = useQuery(settlementQueries.pending());
  const [period, setPeriod] = useState<SettlementPeriod | null>(null);
  const [closing, setClosing] = useState(false);
  const preview = useQuery({ ...settlementQueries.preview(period ?? { donationGroupSeq: 0, periodFrom: '', periodTo: '' }), enabled: period !== null });
  const form = useSpecForm(settlementPeriodSchema, { defaultValues: { donationGroupSeq: '' as never, ...lastMonth() } });

  const close = async (shown: SettlementPreview) => {
    const question = `${shown.groupName}의 ${formatDate(shown.periodFrom)}~${formatDate(shown.periodTo)} 정산을 ${formatWon(shown.amount)}으로 마감할까요? 마감한 정산은 바꿀 수 없습니다.`;
    if (!(await confirm(question, { confirmLabel: '정산 마감', cancelLabel: messages.common.keep }))) return;
    setClosing(true);
    try {
      const closed = await closeSettlement({ donationGroupSeq: shown.donationGroupSeq, periodFrom: shown.periodFrom, periodTo: shown.periodTo });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'settlement'] });
      await alert(closed.message);
      navigate(links.detail(closed.settlementBatchSeq));
    } catch (error) {
      await alert(errorMessage(error));
      await preview.refetch();
    } finally {
      setClosing(false);
    }
  };

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          새 정산
        </h1>
      </header>
      <SpecForm form={form} aria-labelledby={headingId} className={styles.form} onSubmit={(values) => setPeriod({ ...values })}>
        <div className={styles.card}>
          <FormRows>
            <SelectField
              name="donationGroupSeq"
              label="기부후원 단체"
              valueAs="number"
              placeholder={organisations.isPending ? '불러오는 중입니다' : '단체를 선택하세요'}
              options={(organisations.data ?? []).map((row) => ({ value: row.donationGroupSeq, label: `${row.groupName} (대기 ${formatWon(row.amount)})` }))}
            />
            <TextField name="periodFrom" label="시작일" type="date" hint="결제 시각(한국 시간) 기준입니다." />
            <TextField name="periodTo" label="종료일" type="date" />
          </FormRows>
        </div>
        <FormActions>
          <AppLink className={buttonClass('secondary')} to={links.list}>
            목록
          </AppLink>
          <Button type="submit" variant="secondary" loading={preview.isFetching}>
            미리보기
          </Button>
        </FormActions>
      </SpecForm>
      {period === null ? null : preview.isPending ? (
        <p role="status">정산 내역을 계산하는 중입니다</p>
      ) : preview.isError ? (
        <p role="alert">{errorMessage(preview.error)}</p>
      ) : (
        <section className={own.panel} aria-labelledby={`${headingId}-preview`}>
          <h2 id={`${headingId}-preview`} className={own.panelTitle}>
            미리보기: {preview.data.groupName} · {formatDate(preview.data.periodFrom)} ~ {formatDate(preview.data.periodTo)}
          </h2>
          {preview.data.lines.length === 0 ? (
            <p>{messages.settlement.nothingToSettle}</p>
          ) : (
            <>
              <p className={own.summary}>
                <span>
                  기부화환 {preview.data.lines.filter((line) => line.kind === 'WREATH').length}건 · 환불 조정{' '}
                  {preview.data.lines.filter((line) => line.kind === 'ADJUSTMENT').length}건
                </span>
                <strong>전달 금액 {formatWon(preview.data.amount)}</strong>
              </p>
              <LinesTable lines={preview.data.lines} amount={preview.data.amount} caption="정산에 담길 내역" />
              <div className={own.actions}>
                <Button onClick={() => void close(preview.data)} loading={closing}>
                  정산 마감
                </Button>
              </div>
            </>
          )}
        </section>
      )}
    </section>
  );
}

/** The screen with its addresses, which the app's registry knows. */
export function newBatchScreen(links: NewBatchLinks) {
  return { Component: () => <NewBatchScreen links={links} /> };
}
