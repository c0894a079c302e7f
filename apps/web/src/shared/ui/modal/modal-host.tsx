import { useId, useLayoutEffect, useSyncExternalStore } from 'react';
import { messages } from '@ongi/shared';
import { Button } from '../button';
import { Dialog } from './dialog';
import { modalStore, removeModal, type ModalEntry } from './modal-store';

/**
 * Renders the top of the modal stack. Mounted once beside the router (not
 * inside it) so guards can ask questions while the first page is loading.
 * While a modal is open the app behind it is inert.
 */
export function ModalHost({ appRootId = 'root' }: { appRootId?: string }) {
  const entries = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot, modalStore.getSnapshot);
  const top = entries[entries.length - 1];

  useLayoutEffect(() => {
    const root = document.getElementById(appRootId);
    if (!root) return;
    if (top) root.setAttribute('inert', '');
    else root.removeAttribute('inert');
  }, [top, appRootId]);

  if (!top) return null;
  return <ModalView key={top.id} entry={top} />;
}

function ModalView({ entry }: { entry: ModalEntry }) {
  const titleId = useId();
  const descriptionId = useId();

  if (entry.kind === 'alert') {
    const close = () => {
      removeModal(entry.id);
      entry.resolve();
    };
    return (
      <Dialog
        role="alertdialog"
        title={entry.options.title}
        label={entry.options.title ? undefined : '알림'}
        description={entry.message}
        onDismiss={close}
        returnFocusTo={entry.opener}
        actions={
          <Button data-autofocus onClick={close}>
            {entry.options.confirmLabel ?? '확인'}
          </Button>
        }
      />
    );
  }

  if (entry.kind === 'confirm') {
    // A destructive question starts on its safe button (Enter keeps things as they are).
    const destructive = entry.options.destructive === true;
    const answer = (value: boolean) => {
      removeModal(entry.id);
      entry.resolve(value);
    };
    return (
      <Dialog
        role="alertdialog"
        title={entry.options.title}
        label={entry.options.title ? undefined : '확인'}
        description={entry.message}
        onDismiss={() => answer(false)}
        returnFocusTo={entry.opener}
        actions={
          <>
            <Button variant="secondary" data-autofocus={destructive || undefined} onClick={() => answer(false)}>
              {entry.options.cancelLabel ?? (destructive ? messages.common.keep : '취소')}
            </Button>
            <Button variant={destructive ? 'danger' : 'primary'} data-autofocus={!destructive || undefined} onClick={() => answer(true)}>
              {entry.options.confirmLabel ?? '확인'}
            </Button>
          </>
        }
      />
    );
  }

  const Component = entry.component;
  const close = (result?: unknown) => {
    removeModal(entry.id);
    entry.resolve(result);
  };
  return <Component {...entry.props} close={close} titleId={titleId} descriptionId={descriptionId} returnFocusTo={entry.opener} />;
}
