// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { isEmptyRichText, messages, z } from '@ongi/shared';
import { closeAllModals } from '../modal';
import { RichTextField } from './index';
import { expectAlertThenFocus, renderKitForm, rulesSchema } from './test-form';

// The back office's editor (Quill, loaded when a form shows it) as a user
// meets it: a multi-line textbox named by its label, a toolbar in Korean,
// the form's sentence for an empty text with the focus on the editing area,
// and what is typed handed to the form as HTML.

afterEach(() => {
  closeAllModals();
  cleanup();
});

const schema = rulesSchema<{ content: string }>({ content: z.string().default('') }, [
  [(v) => isEmptyRichText(v.content), 'content', messages.adminForm.contentRequired],
]);

// Quill is imported when the field first shows (React.lazy), seconds on a cold run: findBy waits
// for the editing area as long as test-form.tsx lets it (10 s).
const editingArea = () => screen.findByRole('textbox', { name: '내용' });

describe('RichTextField', () => {
  it('is a multi-line textbox named by its label, with a toolbar named in Korean', async () => {
    renderKitForm(schema, <RichTextField name="content" label="내용" uploadBoard="notice" />);
    const editor = await editingArea();
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    for (const name of ['굵게', '밑줄', '번호 목록']) screen.getByRole('button', { name });
  });

  it('alerts an empty text and focuses the editing area; what is typed reaches the form as HTML', async () => {
    const { user, submitted } = renderKitForm(schema, <RichTextField name="content" label="내용" uploadBoard="notice" />);
    const editor = await editingArea();
    await expectAlertThenFocus(user, messages.adminForm.contentRequired, editor);
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    await user.type(editor, '공지 내용입니다');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    // Only the text is held to: typing into a contenteditable is simulated here (happy-dom left
    // Quill's empty first paragraph in front, '<p><br></p><p>…</p>'); the exact HTML a browser makes
    // is the journeys' to check.
    expect(submitted[0]?.content).toMatch(/<p>공지 내용입니다<\/p>$/);
  });
});
