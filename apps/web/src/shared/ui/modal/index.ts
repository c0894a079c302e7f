export { alert, confirm, openModal, registerModals, isModalRegistered, closeAllModals } from './modal-store';
export type { AlertOptions, ConfirmOptions, ModalControls, NamedModalComponent } from './modal-store';
export { ModalHost } from './modal-host';
export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
