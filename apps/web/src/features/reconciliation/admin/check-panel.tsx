import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, formatNumber, formatWon, gatewayCheckRunSchema, messages, todayInSeoul, type GatewayCheckDay } from '@ongi/shared';
import { call, errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { ListState } from '@web/shared/ui/list-state';
import { alert } from '@web/shared/ui/modal';
import { reconciliation as reconciliationEndpoints } from '@ongi/shared/routes/admin/reconciliation';
import { differenceQueries } from './differences';
import styles from './reconciliation.module.css';

const daysQuery = {
  queryKey: [...differenceQueries.all, 'days'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(reconciliationEndpoints.days, {}, { signal }),
};

const providerLabels: Record<string, string> = { portone: '포트원', kiwoom: '키움페이', sandbox: '테스트 결제(샌드박스)' };

function DayRow({ check }: { check: GatewayCheckDay }) {
  return (
    <tr>
      <th scope="row">{check.day}</th>
      <td>{providerLabels[check.provider] ?? check.provider}</td>
      {check.supported ? (
        <>
          <td>
            {formatNumber(check.paymentsHere)}건 · {formatWon(check.amountHere)}
          </td>
          <td>
            {formatNumber(check.paymentsAtGateway)}건 · {formatWon(check.amountAtGateway)}
          </td>
          <td className={check.open > 0 ? styles.openCell : undefined}>
            {check.differences === 0 ? '차이 없음' : `${formatNumber(check.differences)}건 (확인 필요 ${formatNumber(check.open)}건)`}
          </td>
        </>
      ) : (
        <td colSpan={3}>{messages.reconciliation.unsupported}</td>
      )}
      <td>{formatDateTime(check.checkedAt)}</td>
    </tr>
  );
}

/**
 * 일별 대사's own controls beside the differences: a chosen day checked now,
 * and the last fourteen days' checks with both sides' totals, so a clean day
 * reads as checked rather than as nothing.
 */
export function CheckPanel() {
  const queryClient = useQueryClient();
  const days = useQuery(daysQuery);
  const yesterday = todayInSeoul(new Date(Date.now() - 86_400_000));
  const [day, setDay] = useState(yesterday);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    const checked = gatewayCheckRunSchema.safeParse({ day });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const result = await call(reconciliationEndpoints.run, { body: checked.data });
      await alert(result.message);
    } catch (failure) {
      await alert(errorMessage(failure));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: differenceQueries.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="gateway-check-title">
      <h2 id="gateway-check-title" className={styles.panelTitle}>
        결제사 기록과 대사
      </h2>
      <p className={styles.muted}>
        매일 오전 4시 30분(한국 시간)에 전날 결제된 결제(결제 완료·부분 취소·취소)를 결제사의 결제 기록과 비교합니다. 결제가 확정되지 않은 채 남은 결제 시도를
        결제사에 묻는 &lsquo;결제 대사&rsquo;와는 다른 작업입니다. 키움페이는 결제 목록과 조회 API가 없어 대사하지 않습니다.
      </p>
      <form className={styles.runForm} onSubmit={run} noValidate>
        <TextField label="대사할 날짜" type="date" value={day} max={todayInSeoul()} error={error} onChange={(event) => setDay(event.target.value)} />
        <Button type="submit" loading={busy}>
          지금 대사
        </Button>
      </form>
      <ListState
        query={days}
        loadingLabel="최근 대사 결과를 불러오는 중입니다"
        errorTitle="최근 대사 결과를 불러오지 못했습니다"
        empty={{ title: '아직 대사한 날이 없습니다', text: '날짜를 골라 지금 대사하거나, 내일 아침의 정기 대사를 기다려 주세요.' }}
      >
        {(data) => (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>최근 대사 결과</caption>
              <thead>
                <tr>
                  <th scope="col">결제일</th>
                  <th scope="col">결제사</th>
                  <th scope="col">온기 기록</th>
                  <th scope="col">결제사 기록</th>
                  <th scope="col">차이</th>
                  <th scope="col">대사 시각</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((check) => (
                  <DayRow key={check.day} check={check} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
    </section>
  );
}
