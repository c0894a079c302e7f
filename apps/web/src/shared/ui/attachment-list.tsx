import { Download, FileText, Image as ImageIcon } from 'lucide-react';
import { downloadUrl } from '../lib/file-url';
import styles from './attachment-list.module.css';

export interface Attachment {
  key: string | number;
  originalName: string;
  path: string;
}

const imageName = /\.(jpe?g|png|gif|webp|avif)$/i;

/** Attached files as download links, each named by its original file name. */
export function AttachmentList({ items, title = '첨부파일', headingLevel = 2 }: { items: readonly Attachment[]; title?: string; headingLevel?: 2 | 3 }) {
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.attachments} aria-label={title}>
      <Heading className={styles.title}>
        {title} <span className={styles.count}>{items.length}</span>
      </Heading>
      <ul className={styles.list}>
        {items.map((item) => {
          const Icon = imageName.test(item.originalName) ? ImageIcon : FileText;
          return (
            <li key={item.key}>
              <a className={styles.file} href={downloadUrl(item.path, item.originalName)} download={item.originalName}>
                <Icon size={18} aria-hidden="true" className={styles.icon} />
                <span className={styles.name}>{item.originalName}</span>
                <Download size={16} aria-hidden="true" className={styles.download} />
                <span className="visually-hidden">내려받기</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
