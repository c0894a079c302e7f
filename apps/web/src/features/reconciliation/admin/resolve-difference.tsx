import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatWon, gatewayCheckKindLabels, gatewayCheckResolveSchema, type AdminGatewayCheckRow } from '@ongi/shared';
import { call, errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { alert, Dialog } from '@web/shared/ui/modal';
import { reconciliation as reconciliationEndpoints } from '@ongi/shared/routes/admin/reconciliation';
import styles from './reconciliation.module.css';

/**
 * 처리 완료 with a note: what the administrator found (a test payment at the
 * gateway, a refund made in its console) stays beside the difference. The
 * list and the start page's count reload.
 */
export function ResolveDifference({ row, queryKey }: { row: AdminGatewayCheckRow; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = gatewayCheckResolveSchema.safeParse({ note });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      const done = await call(reconciliationEndpoints.resolve, { params: { seq: row.differenceSeq }, body: checked.data });
      setOpen(false);
      await alert(done.message);
    } catch (failure) {
      setOpen(false);
      await alert(errorMessage(failure));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${row.paymentId} ${gatewayCheckKindLabels[row.kind]} 처리 완료`}
        onClick={() => {
          setNote('');
          setError(undefined);
          setOpen(true);
        }}
      >
        처리 완료
      </Button>
      {open ? (
        <Dialog title="대사 차이 처리" onDismiss={() => setOpen(false)} size="sm">
          <form className={styles.resolveForm} onSubmit={submit} noValidate>
            <p className={styles.muted}>
              {row.day} · {row.paymentId} · {gatewayCheckKindLabels[row.kind]} (온기 {row.ourAmount === null ? '기록 없음' : formatWon(row.ourAmount)}, 결제사{' '}
              {row.gatewayAmount === null ? '기록 없음' : formatWon(row.gatewayAmount)})
            </p>
            <TextField
              label="처리 내용"
              hint="무엇을 확인하고 어떻게 처리했는지 남깁니다. 목록에 그대로 보입니다."
              value={note}
              maxLength={500}
              autoFocus
              error={error}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                닫기
              </Button>
              <Button type="submit" loading={busy}>
                처리 완료
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
