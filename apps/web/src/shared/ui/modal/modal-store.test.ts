import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemAt } from '@ongi/shared';
import { alert, closeAllModals, confirm, modalStore, openModal, registerModals, removeModal } from './modal-store';

const top = () => itemAt(modalStore.getSnapshot(), -1, 'the top modal');

afterEach(() => closeAllModals());

describe('modal store', () => {
  it('alert resolves when closed', async () => {
    const done = alert('로그아웃 됐습니다.', { title: '알림' });
    const entry = top();
    expect(entry).toMatchObject({ kind: 'alert', message: '로그아웃 됐습니다.', options: { title: '알림' } });
    removeModal(entry.id);
    if (entry.kind === 'alert') entry.resolve();
    await expect(done).resolves.toBeUndefined();
    expect(modalStore.getSnapshot()).toHaveLength(0);
  });

  it('confirm resolves with the answer; closing everything answers false', async () => {
    const yes = confirm('삭제하시겠습니까?');
    const entry = top();
    if (entry.kind === 'confirm') entry.resolve(true);
    await expect(yes).resolves.toBe(true);

    const no = confirm('삭제하시겠습니까?');
    closeAllModals();
    await expect(no).resolves.toBe(false);
  });

  it('stacks: the latest request is on top', () => {
    void alert('첫째');
    void confirm('둘째');
    expect(modalStore.getSnapshot().map((e) => e.kind)).toEqual(['alert', 'confirm']);
  });

  it('opens named modals; alert and confirm are built in; an unknown name only warns', async () => {
    const Component = () => null;
    registerModals({ 'write-review': Component });
    const result = openModal<string>('write-review', { orderNum: 3 });
    const entry = top();
    expect(entry).toMatchObject({ kind: 'named', name: 'write-review', props: { orderNum: 3 } });
    if (entry.kind === 'named') entry.resolve('saved');
    await expect(result).resolves.toBe('saved');

    void openModal('confirm', { message: '정말 탈퇴 하시겠습니까?' });
    expect(top()).toMatchObject({ kind: 'confirm', message: '정말 탈퇴 하시겠습니까?' });
    closeAllModals();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(openModal('no-such-modal')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(modalStore.getSnapshot()).toHaveLength(0);
    warn.mockRestore();
  });
});
