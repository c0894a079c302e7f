import type { CSSProperties, ReactNode } from 'react';
import type { InvitationPhoto, PublishedThanks } from '@ongi/shared';
import { imageUrl, parseEditStyle, thanksHeading, thanksKindNames } from '@ongi/shared/light';
import styles from './thanks-letter.module.css';

/** What the letter shows: the published page, or the editor's values before they are saved. */
export type ThanksLetterContent = Pick<PublishedThanks, 'invitationType' | 'names' | 'title' | 'text' | 'photo' | 'editStyle'>;

/** The photo's width on screen: the column is at most 480 px, less its margins. */
const photoSizes = '(max-width: 480px) calc(100vw - 56px), 424px';

function LetterPhoto({ photo, alt }: { photo: InvitationPhoto; alt: string }) {
  const largest = photo.variants.at(-1);
  if (!largest) return null;
  return (
    <img
      className={styles.photo}
      alt={alt}
      width={photo.width || undefined}
      height={photo.height || undefined}
      srcSet={photo.variants.map((variant) => `${imageUrl(variant.path)} ${variant.width}w`).join(', ')}
      sizes={photoSizes}
      src={imageUrl((photo.variants.find((variant) => variant.width >= 960) ?? largest).path)}
    />
  );
}

/**
 * The thank-you letter: the kind (감사 인사, 감사장), whose it is, the chosen
 * photo, the title and the text as typed (plain text, line breaks kept).
 * `page` draws it as the whole page; without it, as the editor's preview.
 */
export function ThanksLetter({ content, page = false, footer }: { content: ThanksLetterContent; page?: boolean; footer?: ReactNode }) {
  const funeral = content.invitationType === 'F';
  const style = !funeral && content.editStyle ? ({ '--thanks-accent': parseEditStyle(content.editStyle).accent } as CSSProperties) : undefined;
  const heading = thanksHeading(content.names);
  const Title = page ? 'h1' : 'h2';
  return (
    <div className={[styles.frame, funeral ? styles.funeral : '', page ? styles.page : ''].filter(Boolean).join(' ')} style={style}>
      <article className={styles.letter} aria-label={page ? undefined : '감사 페이지 미리보기'}>
        <p className={styles.kind}>{thanksKindNames[content.invitationType]}</p>
        <p className={styles.names}>{heading}</p>
        <hr className={styles.rule} />
        {content.photo ? <LetterPhoto photo={content.photo} alt={funeral ? `${heading} 감사장 사진` : `${heading} 사진`} /> : null}
        <Title className={styles.title}>{content.title}</Title>
        <p className={styles.text}>{content.text}</p>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </article>
    </div>
  );
}

/** The calm states around the page: not published yet, not found, could not load. */
export function ThanksStatus({ funeral = false, title, text, action }: { funeral?: boolean; title: string; text: string; action?: ReactNode }) {
  return (
    <div className={[styles.frame, styles.page, funeral ? styles.funeral : ''].filter(Boolean).join(' ')}>
      <main className={`${styles.letter} ${styles.status}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.statusText}>{text}</p>
        {action}
      </main>
    </div>
  );
}

export const thanksStatusStyles = { button: styles.button };
