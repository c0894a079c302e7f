import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../lib/api';
import { Button } from '../ui/button';
import { alert, confirm } from '../ui/modal';
import { adminResourceQueries, type AdminResourceDef } from './resource';

type EndDef = NonNullable<AdminResourceDef<unknown>['end']>;

/**
 * 종료 or 다시 열기 for one row, from its list row or its form: asks first
 * (ending is the destructive one: its button reads 종료 and focus starts on
 * 닫기), then tells the server's sentence; the resource's lists and forms
 * read the new state.
 */
export function EndAction({
  resource,
  end,
  seq,
  ended,
  label,
  size = 'md',
}: {
  resource: Pick<AdminResourceDef<unknown>, 'key' | 'endpoints'>;
  end: Pick<EndDef, 'endConfirm' | 'reopenConfirm'>;
  seq: number;
  ended: boolean;
  /** The button's accessible name when its text alone would not say which row ('3번 종료'). */
  label?: string;
  size?: 'sm' | 'md';
}) {
  const queryClient = useQueryClient();
  const queries = adminResourceQueries(resource);
  const mutation = useMutation({
    mutationFn: () => queries.setEnded(seq, !ended),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queries.all }),
  });
  const action = ended ? '다시 열기' : '종료';

  const run = async () => {
    const asked = ended
      ? await confirm(end.reopenConfirm, { confirmLabel: action })
      : await confirm(end.endConfirm, { destructive: true, confirmLabel: action });
    if (!asked) return;
    try {
      const result = await mutation.mutateAsync();
      await alert(result.message);
    } catch (error) {
      await alert(errorMessage(error));
    }
  };

  return (
    <Button variant="secondary" size={size} onClick={run} loading={mutation.isPending} aria-label={label}>
      {action}
    </Button>
  );
}
