import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { FaqRow } from '@ongi/shared';
import styles from './faq-accordion.module.css';

/**
 * Questions that open to their answers; several may be open at once. Give it
 * a new key to close them all (a page change or a new search does).
 */
export function FaqAccordion({ items }: { items: readonly FaqRow[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (faqSeq: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(faqSeq)) next.delete(faqSeq);
      else next.add(faqSeq);
      return next;
    });

  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const expanded = open.has(item.faqSeq);
        const panelId = `${baseId}-answer-${item.faqSeq}`;
        return (
          <li key={item.faqSeq} className={expanded ? `${styles.item} ${styles.open}` : styles.item}>
            <h2 className={styles.heading}>
              <button type="button" className={styles.question} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.faqSeq)}>
                <span className={styles.mark} aria-hidden="true">
                  Q
                </span>
                <span className={styles.questionText}>
                  {item.category ? <span className={styles.category}>{item.category.name}</span> : null}
                  <span className={styles.title}>{item.title}</span>
                </span>
                <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
              </button>
            </h2>
            <div id={panelId} className={styles.answer} hidden={!expanded}>
              <span className={`${styles.mark} ${styles.answerMark}`} aria-hidden="true">
                A
              </span>
              <p className={styles.answerText}>{item.content}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
