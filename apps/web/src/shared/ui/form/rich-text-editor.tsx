import { useEffect, useMemo, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { editorImageUploadSchema, editorMessages, isEmptyRichText, type EditorUploadBoard } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { uploadTo } from '@web/shared/lib/upload';
import { alert } from '../modal';
import styles from './rich-text-editor.module.css';
import { file as fileEndpoints } from '@ongi/shared/routes/file';

const Delta = Quill.import('delta') as typeof import('quill-delta').default;

// Loaded only by RichTextField (React.lazy), so Quill and its styles are in a
// chunk that only the back office's forms ask for. Quill is made in an effect
// on an element React leaves alone, as INTEGRATIONS.md allows: one dependency
// fewer than the react-quill-new wrapper, and nothing between the editor and
// the form but the two effects below.

/** The document's toolbar (§9), in its order. */
const toolbar = [
  ['bold', 'underline', 'strike', 'blockquote', 'code-block'],
  [{ header: [1, 2, 3, false] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }, { direction: 'rtl' }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ color: [] }, { background: [] }],
  [{ font: [] }, { align: [] }],
  ['link', 'image', 'video'],
];

/** Names for the toolbar's controls, which Quill leaves unnamed or names in English. */
const buttonNames: Record<string, string> = {
  bold: '굵게',
  underline: '밑줄',
  strike: '취소선',
  blockquote: '인용',
  'code-block': '코드 블록',
  'list:ordered': '번호 목록',
  'list:bullet': '글머리 기호 목록',
  'indent:-1': '내어쓰기',
  'indent:+1': '들여쓰기',
  'direction:rtl': '오른쪽에서 왼쪽으로 쓰기',
  link: '링크',
  image: '이미지',
  video: '동영상',
};
const pickerNames: Record<string, string> = {
  header: '문단 제목',
  size: '글자 크기',
  color: '글자 색',
  background: '배경 색',
  font: '글꼴',
  align: '정렬',
};

const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Sends one image to the editor upload and answers the address to show it at. */
async function uploadImage(file: Blob, board: EditorUploadBoard, fileName = 'image'): Promise<string> {
  const form = new FormData();
  form.append('uploadBoard', board);
  form.append('file', file, file instanceof File ? file.name : fileName);
  const answer = editorImageUploadSchema.parse(await uploadTo(fileEndpoints.editorImage, { body: form }));
  return imageUrl(answer.path);
}

function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  try {
    const [, mediaType, base64, data = ''] = match;
    const type = mediaType ?? 'application/octet-stream';
    if (!base64) return new Blob([decodeURIComponent(data)], { type });
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  } catch {
    return null;
  }
}

const isInlineImage = (src: string) => /^(data|blob|file):/i.test(src.trim());

/**
 * The HTML to keep from the editor's own markup: Quill 2's code blocks (divs)
 * as the <pre class="ql-syntax"> the sanitiser and the pages know (Quill reads
 * it back as a code block), no inline (data:/blob:) image ever, and '' for an
 * editor with nothing in it.
 */
export function storedHtmlOf(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const container of Array.from(copy.querySelectorAll('.ql-code-block-container'))) {
    const pre = document.createElement('pre');
    pre.className = 'ql-syntax';
    pre.setAttribute('spellcheck', 'false');
    pre.textContent = Array.from(container.querySelectorAll('.ql-code-block'))
      .map((line) => line.textContent ?? '')
      .join('\n');
    container.replaceWith(pre);
  }
  for (const image of Array.from(copy.querySelectorAll('img'))) {
    if (isInlineImage(image.getAttribute('src') ?? '')) image.remove();
  }
  const html = copy.innerHTML;
  return isEmptyRichText(html) ? '' : html;
}

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  uploadBoard: EditorUploadBoard;
  labelId: string;
  name: string;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
}

export default function RichTextEditor({ value, onChange, onBlur, uploadBoard, labelId, name, invalid, describedBy, placeholder }: RichTextEditorProps) {
  const quillRef = useRef<Quill | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  /** The last HTML this editor handed the form: a different value came from outside (a reset) and is loaded. */
  const emitted = useRef<string | null>(null);
  /**
   * What it handed the form since the form last caught up. The form's value
   * comes back a render later, and a render that lands after the next
   * keystroke brings back an older one: that is an echo, not a reset (loading
   * it would put the caret back to the start and drop what was typed since).
   */
  const echoes = useRef(new Set<string>());
  const board = useRef(uploadBoard);
  board.current = uploadBoard;
  const handlers = useRef({ onChange, onBlur });
  handlers.current = { onChange, onBlur };

  const modules = useMemo(() => {
    /** Uploads images and puts them where the caret is (or at `index`); a failure alerts. */
    async function insertImages(files: readonly Blob[], at?: { index: number; length: number }) {
      const editor = quillRef.current;
      if (!editor) return;
      const range = at ?? editor.getSelection(true) ?? { index: editor.getLength(), length: 0 };
      let index = range.index;
      let replace = range.length;
      for (const file of files) {
        let src: string;
        try {
          src = await uploadImage(file, board.current);
        } catch {
          await alert(editorMessages.uploadFailed);
          return;
        }
        if (replace > 0) editor.deleteText(index, replace, 'user');
        replace = 0;
        editor.insertEmbed(index, 'image', src, 'user');
        index += 1;
        editor.setSelection(index, 0, 'silent');
      }
    }

    function pickImage() {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = imageTypes.join(',');
      input.addEventListener('change', () => {
        const file = input.files?.[0];
        if (file) void insertImages([file]);
      });
      input.click();
    }

    return {
      toolbar: { container: toolbar, handlers: { image: pickImage } },
      // Pasted and dropped image files go to the server like the toolbar's, never into the HTML as base64.
      uploader: {
        mimetypes: imageTypes,
        handler(range: { index: number; length: number }, files: File[]) {
          void insertImages(files, range);
        },
      },
      clipboard: {
        matchers: [
          [
            'IMG',
            (node: Node, delta: InstanceType<typeof Delta>) => {
              const src = (node as HTMLImageElement).getAttribute('src') ?? '';
              if (!isInlineImage(src)) return delta;
              // Pasted HTML carrying an image inline: the image is uploaded and placed after the paste.
              const blob = src.startsWith('data:') ? dataUrlToBlob(src) : null;
              if (blob && imageTypes.includes(blob.type)) queueMicrotask(() => void insertImages([blob]));
              return new Delta();
            },
          ],
        ],
      },
      // Tab leaves the editor (keyboard users must get out); indenting is on the toolbar.
      keyboard: {
        bindings: {
          tab: false,
          'remove tab': false,
          indent: false,
          outdent: false,
          'indent code-block': false,
          'outdent code-block': false,
          'table tab': false,
        },
      },
    };
  }, []);

  // The editor, made once into an element of its own (the snow theme puts its toolbar before it).
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const host = document.createElement('div');
    wrapper.append(host);
    const editor = new Quill(host, { theme: 'snow', modules, placeholder });
    quillRef.current = editor;
    const sent = echoes.current;
    editor.on('text-change', () => {
      const html = storedHtmlOf(editor.root);
      if (html === emitted.current) return;
      emitted.current = html;
      sent.add(html);
      handlers.current.onChange(html);
    });
    // The caret leaving the editor (range null) is the field's blur.
    editor.on('selection-change', (range) => {
      if (range === null) handlers.current.onBlur();
    });
    return () => {
      quillRef.current = null;
      emitted.current = null;
      sent.clear();
      wrapper.replaceChildren();
    };
    // The placeholder is read once, as Quill does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modules]);

  // The editing area is a labelled multi-line textbox; the toolbar's controls get Korean names.
  useEffect(() => {
    const editor = quillRef.current;
    const wrapper = wrapperRef.current;
    if (!editor || !wrapper) return;
    const root = editor.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    // The form kit finds a failing field's control by its name.
    root.setAttribute('name', name);
    Object.defineProperty(root, 'name', { configurable: true, get: () => name });
    Object.defineProperty(root, 'value', { configurable: true, get: () => emitted.current ?? '' });
    for (const button of Array.from(wrapper.querySelectorAll<HTMLButtonElement>('.ql-toolbar button'))) {
      const format = Array.from(button.classList)
        .find((name) => name.startsWith('ql-'))
        ?.slice(3);
      if (!format) continue;
      const key = button.value ? `${format}:${button.value}` : format;
      const label = buttonNames[key] ?? buttonNames[format];
      if (label) {
        button.setAttribute('aria-label', label);
        button.title = label;
      }
    }
    for (const picker of Array.from(wrapper.querySelectorAll<HTMLElement>('.ql-toolbar .ql-picker'))) {
      const format = Array.from(picker.classList)
        .find((name) => name.startsWith('ql-') && name !== 'ql-picker' && !name.endsWith('-picker'))
        ?.slice(3);
      const label = format ? pickerNames[format] : undefined;
      if (!label) continue;
      picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', label);
      for (const item of Array.from(picker.querySelectorAll<HTMLElement>('.ql-picker-item'))) {
        item.setAttribute('aria-label', `${label}: ${item.dataset.value ?? '기본'}`);
      }
    }
    wrapper.querySelector('.ql-tooltip input')?.setAttribute('aria-label', '링크 또는 동영상 주소');
  }, [labelId, name]);

  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
  }, [invalid, describedBy]);

  // A value set from outside (a stored record arriving, a reset) is loaded into the editor.
  useEffect(() => {
    const editor = quillRef.current;
    if (!editor) return;
    if (value === emitted.current) {
      echoes.current.clear();
      return;
    }
    if (echoes.current.has(value)) return;
    echoes.current.clear();
    emitted.current = value;
    editor.setContents(editor.clipboard.convert({ html: value }), 'silent');
  }, [value]);

  return <div ref={wrapperRef} className={styles.editor} />;
}
