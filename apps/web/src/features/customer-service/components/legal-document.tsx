import { useState, type MouseEvent } from 'react';
import { ListOrdered } from 'lucide-react';
import { useReducedMotion } from '@web/shared/lib/use-reduced-motion';
import type { LegalBlock, LegalDoc } from '../legal/types';
import styles from './legal-document.module.css';

const wide = '(min-width: 1024px)';

/**
 * A long legal text (terms of use, privacy policy): the effective date, a
 * table of contents whose links move focus to their section, and numbered
 * articles in readable type. The table of contents is open beside the text on
 * wide screens and folded above it on phones.
 */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const reducedMotion = useReducedMotion();
  const [tocOpen] = useState(() => window.matchMedia(wide).matches);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = document.getElementById(`${id}-title`);
    const section = document.getElementById(id);
    if (!heading || !section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <p className={styles.meta}>
          시행일 <time dateTime={doc.effectiveDateIso}>{doc.effectiveDate}</time>
        </p>
        <details className={styles.toc} open={tocOpen}>
          <summary className={styles.tocSummary}>
            <ListOrdered size={18} aria-hidden="true" />
            목차
            <span className={styles.tocCount}>({doc.sections.length})</span>
          </summary>
          <nav aria-label={`${doc.title} 목차`}>
            <ol className={styles.tocList}>
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={styles.tocLink} onClick={(event) => goTo(event, section.id)}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </details>
      </div>

      <article className={styles.article} aria-label={doc.title}>
        {doc.intro.map((text) => (
          <p key={text} className={styles.intro}>
            {text}
          </p>
        ))}
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className={styles.heading} tabIndex={-1}>
              {section.title}
            </h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className={styles.paragraph}>{block}</p>;
  if ('list' in block) {
    return (
      <ol className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{block.caption}</caption>
        <thead>
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-label={block.head[index]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
