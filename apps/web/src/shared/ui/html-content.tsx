import 'quill/dist/quill.core.css';
import styles from './html-content.module.css';

interface HtmlContentProps {
  /** HTML that the server sanitised when it was written (never raw user input). */
  html: string;
  className?: string;
}

/**
 * Rich text from the editor, shown with Quill's own content styles so it reads
 * exactly as the administrator wrote it (alignment, indents, sizes, videos).
 */
export function HtmlContent({ html, className }: HtmlContentProps) {
  return (
    <div className={[styles.content, className].filter(Boolean).join(' ')}>
      <div className="ql-editor" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
