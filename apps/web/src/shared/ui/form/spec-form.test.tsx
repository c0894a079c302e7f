// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { z } from '@ongi/shared';
import { closeAllModals } from '../modal';
import { RichTextField, TextField } from './index';
import { renderKitForm, rulesSchema } from './test-form';

// A form with a field whose code comes on demand (the rich-text editor) shows
// whole or not at all: had its other fields and buttons shown first, the
// editor arriving would push them down under a pointer already on its way
// (a 29 px jump at 1280 px, 117 px at 360 px, measured in Chromium). This file
// renders the editor only here, so its code is not loaded yet when the test
// starts (React.lazy keeps a loaded component for the rest of a file).

afterEach(() => {
  closeAllModals();
  cleanup();
});

const schema = rulesSchema<{ title: string; content: string }>({ title: z.string().default(''), content: z.string().default('') }, []);

describe('SpecForm', () => {
  it('holds its fields and buttons back until an on-demand editor has arrived', async () => {
    renderKitForm(
      schema,
      <>
        <TextField name="title" label="제목" />
        <RichTextField name="content" label="내용" uploadBoard="notice" />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('입력란을 불러오는 중입니다');
    expect(screen.queryByRole('textbox', { name: '제목' })).toBeNull();
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();

    await screen.findByRole('textbox', { name: '내용' });
    screen.getByRole('textbox', { name: '제목' });
    screen.getByRole('button', { name: '저장' });
    expect(screen.queryByText('입력란을 불러오는 중입니다')).toBeNull();
  });
});
