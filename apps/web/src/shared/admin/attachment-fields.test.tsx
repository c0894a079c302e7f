// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminAttachmentExtensions, adminAttachmentMaxBytes, messages, z } from '@ongi/shared';
import { closeAllModals } from '../ui/modal';
import { renderKitForm, rulesSchema } from '../ui/form/test-form';
import type { ImageItem } from '../ui/form';
import { AttachmentListField } from './attachment-list-field';
import { AttachmentsField } from './attachments-field';

// The admin attachment pickers refuse, when chosen, what the server would
// refuse (the shared kinds and size), naming the file, and keep the others.

afterEach(() => {
  closeAllModals();
  cleanup();
});

const file = (name: string, size = 4) => new File([new Uint8Array(size)], name);
// The accept list is the browser's hint only: a user can still choose any file.
const anyFile = () => userEvent.setup({ applyAccept: false });

describe('AttachmentListField (sponsor, donation group)', () => {
  const schema = rulesSchema<{ attachList: ImageItem[]; deletedFileSeqs: number[] }>(
    { attachList: z.array(z.custom<ImageItem>()).default([]), deletedFileSeqs: z.array(z.number()).default([]) },
    [],
  );

  it('names the refused file with its reason and keeps the others chosen with it', async () => {
    const user = anyFile();
    renderKitForm(
      schema,
      <AttachmentListField name="attachList" label="첨부파일" removedName="deletedFileSeqs" max={10} tooMany={messages.file.tooMany(10)} />,
    );
    await user.upload(screen.getByLabelText(/파일 추가/), [file('안내문.pdf'), file('설치.exe')]);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(messages.file.typeNotAllowedNamed('설치.exe', adminAttachmentExtensions));
    expect(alert.textContent).toContain('"설치.exe"은(는) 올릴 수 없는 형식입니다');
    expect(screen.getByRole('button', { name: '첨부파일 안내문.pdf 삭제' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '첨부파일 설치.exe 삭제' })).toBeNull();
  });
});

describe('AttachmentsField (notice)', () => {
  const schema = rulesSchema<{ attachList: File[]; deletedFileSeqs: number[] }>(
    { attachList: z.array(z.custom<File>()).default([]), deletedFileSeqs: z.array(z.number()).default([]) },
    [],
  );

  it('refuses a file larger than the server takes, by name, and keeps the others', async () => {
    const user = anyFile();
    renderKitForm(schema, <AttachmentsField />);
    await user.upload(screen.getByLabelText('첨부파일'), [file('큰 자료.zip', adminAttachmentMaxBytes + 1), file('회의록.hwp')]);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(messages.file.tooLargeNamed('큰 자료.zip', 20));
    expect(screen.getByRole('button', { name: '회의록.hwp 빼기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '큰 자료.zip 빼기' })).toBeNull();
  });
});
