// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemAt, messages, z } from '@ongi/shared';
import { closeAllModals } from '../modal';
import { ImageListField, SingleImageField, type ImageItem } from './index';
import { expectAlertThenFocus, renderKitForm, rulesSchema } from './test-form';

// The kit's photo pickers as a user meets them: a group named by its legend,
// a picker named 사진 추가 with its count, thumbnails named by their file and
// a delete button each; a selection the rules refuse is told in Korean and
// adds nothing.

afterEach(() => {
  closeAllModals();
  cleanup();
});

const rules = { messages: { tooMany: messages.file.tooMany(3), type: messages.file.imageOnly } };
const photo = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

describe('ImageListField', () => {
  type Photos = { photos: ImageItem[]; deletedAttachSeqs: number[] };
  const schema = rulesSchema<Photos>({ photos: z.array(z.custom<ImageItem>()).default([]), deletedAttachSeqs: z.array(z.number()).default([]) }, [
    [(v) => v.photos.length === 0, 'photos', messages.invitation.photoRequired],
  ]);
  const field = <ImageListField name="photos" label="갤러리 사진" rules={rules} max={3} removedName="deletedAttachSeqs" />;
  const picker = () => screen.getByLabelText(/사진 추가/) as HTMLInputElement;

  it('is a group named by its legend; chosen photos show as named thumbnails and the count follows', async () => {
    const { user } = renderKitForm(schema, field);
    const group = screen.getByRole('group', { name: '갤러리 사진' });
    expect(within(group).getByText('0 / 3')).toBeTruthy();
    await user.upload(picker(), [photo('식장.png'), photo('신랑신부.png')]);
    await waitFor(() => expect(screen.getByRole('img', { name: '첨부 사진 1: 식장.png' })).toBeTruthy());
    screen.getByRole('img', { name: '첨부 사진 2: 신랑신부.png' });
    expect(within(group).getByText('2 / 3')).toBeTruthy();
  });

  it('alerts an empty list after 저장 and focuses the picker', async () => {
    const { user } = renderKitForm(schema, field);
    await expectAlertThenFocus(user, messages.invitation.photoRequired, picker());
    expect(picker().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a selection past the limit, or of a file that is not a photo, in Korean, adding nothing', async () => {
    const { user } = renderKitForm(schema, field);
    await user.upload(picker(), [photo('1.png'), photo('2.png'), photo('3.png'), photo('4.png')]);
    expect((await screen.findByRole('alertdialog')).textContent).toContain(messages.file.tooMany(3));
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryAllByRole('img')).toEqual([]);
    // The browser's own picker offers images only; a drop or another picker may not, which the kit catches too.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(picker(), [photo('청첩장.pdf', 'application/pdf')]);
    expect((await screen.findByRole('alertdialog')).textContent).toContain(messages.file.imageOnly);
    await anyFile.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('deletes a photo by its button, keeps the focus in the list, and reports a stored photo taken out', async () => {
    const stored: ImageItem = { kind: 'stored', id: 41, url: 'data:image/png;base64,iVBORw0KGgo=', name: '예식장.png' };
    const { user, submitted } = renderKitForm(schema, field, { defaultValues: { photos: [stored] } });
    screen.getByRole('img', { name: '첨부 사진 1: 예식장.png' });
    await user.upload(picker(), [photo('야외.png')]);
    await screen.findByRole('img', { name: '첨부 사진 2: 야외.png' });
    await user.click(screen.getByRole('button', { name: '사진 1 삭제' }));
    expect(screen.queryByRole('img', { name: '첨부 사진 1: 예식장.png' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '사진 1 삭제' })));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = itemAt(submitted, 0, 'the submitted form');
    expect(form.deletedAttachSeqs).toEqual([41]);
    expect((form.photos as ImageItem[]).map((item) => (item.kind === 'new' ? item.file.name : item.id))).toEqual(['야외.png']);
  });
});

describe('SingleImageField', () => {
  type Main = { mainPhoto: ImageItem | null };
  const schema = rulesSchema<Main>({ mainPhoto: z.custom<ImageItem | null>().default(null) }, [
    [(v) => v.mainPhoto === null, 'mainPhoto', messages.invitation.photoRequired],
  ]);

  it('is picked with 사진 선택, replaced with 사진 바꾸기, and deleted by its button', async () => {
    const { user, submitted } = renderKitForm(schema, <SingleImageField name="mainPhoto" label="대표 사진" rules={rules} />);
    const group = screen.getByRole('group', { name: '대표 사진' });
    await expectAlertThenFocus(user, messages.invitation.photoRequired, within(group).getByLabelText('사진 선택'));
    await user.upload(within(group).getByLabelText('사진 선택'), photo('첫 사진.png'));
    await screen.findByRole('img', { name: '사진: 첫 사진.png' });
    await user.upload(within(group).getByLabelText('사진 바꾸기'), photo('둘째 사진.png'));
    await screen.findByRole('img', { name: '사진: 둘째 사진.png' });
    expect(screen.queryByRole('img', { name: '사진: 첫 사진.png' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    expect(screen.queryByRole('img')).toBeNull();
    within(group).getByLabelText('사진 선택');
  });
});
