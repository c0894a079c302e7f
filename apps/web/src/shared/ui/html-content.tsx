import { useMemo } from 'react';
import 'quill/dist/quill.core.css';
import styles from './html-content.module.css';

type HeadingLevel = 2 | 3 | 4 | 5;

interface HtmlContentProps {
  /** HTML that the server sanitised when it was written (never raw user input). */
  html: string;
  className?: string;
  /**
   * The page's own title: a heading in the text that only repeats it is left
   * out, so a screen reader does not hear the title twice.
   */
  title?: string;
  /**
   * The level the text's biggest heading takes (one below the heading the
   * text sits under); the others follow it, so the page keeps one h1.
   */
  headingLevel?: HeadingLevel;
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The editor's headings fitted into the page's outline: repeats of the title out, levels shifted. */
function fitHeadings(html: string, title: string | undefined, headingLevel: HeadingLevel): string {
  if (!/<h[1-6][\s>]/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const headings = () => Array.from(doc.body.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'));
  if (title) {
    for (const heading of headings()) if (sameText(heading.textContent ?? '', title)) heading.remove();
  }
  const remaining = headings();
  if (remaining.length === 0) return doc.body.innerHTML;
  const top = Math.min(...remaining.map((heading) => Number(heading.tagName[1])));
  const shift = headingLevel - top;
  if (shift === 0) return doc.body.innerHTML;
  for (const heading of remaining) {
    const written = Number(heading.tagName[1]);
    const replacement = doc.createElement(`h${Math.min(6, Math.max(1, written + shift))}`);
    for (const { name, value } of Array.from(heading.attributes)) replacement.setAttribute(name, value);
    // It keeps the size it was written with (html-content.module.css).
    replacement.dataset.written = String(written);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
  return doc.body.innerHTML;
}

/**
 * Rich text from the editor, shown with Quill's own content styles so it reads
 * exactly as the administrator wrote it (alignment, indents, sizes, videos).
 * A heading moved to another level keeps the size it was written with: the
 * outline a screen reader hears changes, not how the text looks.
 */
export function HtmlContent({ html, className, title, headingLevel = 3 }: HtmlContentProps) {
  const fitted = useMemo(() => fitHeadings(html, title, headingLevel), [html, title, headingLevel]);
  return (
    <div className={[styles.content, className].filter(Boolean).join(' ')}>
      <div className="ql-editor" dangerouslySetInnerHTML={{ __html: fitted }} />
    </div>
  );
}
