import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { messages } from '@ongi/shared';
import { confirm } from '@web/shared/ui/modal';
import { clearDraft, draftDiffers, draftStorage, readDraft, restoredValues, writeDraft, type DraftScope } from './drafts';

/** How long typing pauses before the draft is written. */
const writeDelayMs = 500;

/**
 * Keeps the form's values (not its photos) as a draft while the host types,
 * offers a draft left by a reload or a closed tab when the form opens, and
 * forgets it once the invitation is saved (`discard`).
 */
export function useDraft<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, scope: DraftScope) {
  const { kind, seq } = scope;
  const timer = useRef<number | undefined>(undefined);
  // Nothing is written before the offer is answered: typing cannot replace the draft being offered.
  const ready = useRef(false);
  const done = useRef(false);
  const { getValues, reset, watch } = form;

  const write = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const storage = draftStorage();
    if (storage && ready.current && !done.current) writeDraft(storage, { kind, seq }, getValues());
  }, [getValues, kind, seq]);

  // Asked once per form, even when React runs the effect twice (strict mode); answered only while the form is there.
  const asked = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    if (!asked.current) {
      asked.current = true;
      const storage = draftStorage();
      const draft = storage ? readDraft<V>(storage, { kind, seq }) : null;
      if (!storage || !draft || !draftDiffers(draft, getValues())) {
        ready.current = true;
      } else {
        void confirm(messages.invitation.draftFound, { confirmLabel: '불러오기', cancelLabel: '새로 작성' }).then((restore) => {
          if (!alive.current) return;
          if (restore) reset(restoredValues(getValues(), draft), { keepDefaultValues: true });
          else clearDraft(storage, { kind, seq });
          ready.current = true;
        });
      }
    }
    return () => {
      alive.current = false;
    };
  }, [getValues, reset, kind, seq]);

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      // A reset (the draft restored, the form loaded) is not typing.
      if (!name || !ready.current) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(write, writeDelayMs);
    });
    // A tab closing or a page reloading keeps the last keystrokes too.
    const flush = () => {
      if (timer.current !== undefined) write();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [watch, write]);

  /** After a save: the draft has served its purpose. */
  const discard = useCallback(() => {
    done.current = true;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const storage = draftStorage();
    if (storage) clearDraft(storage, { kind, seq });
  }, [kind, seq]);

  return { discard };
}
