import { ImageOff } from 'lucide-react';
import type { ImgHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '../lib/file-url';
import type { CardLayout } from './card-grid';
import styles from './media-card.module.css';

interface MediaCardProps {
  href: string;
  /** Router state handed to the detail page (where to come back to). */
  state?: unknown;
  /** The picture: <CardImage> or a <FallbackImage> in the same frame. */
  image: ReactNode;
  badge?: string | null;
  /** Visible title (already cut to the card's length). */
  title: string;
  /** The whole title, read by screen readers when the visible one is cut. */
  fullTitle?: string;
  text?: string;
  /** Small facts at the foot of the card: end date, partner, amount. */
  meta?: ReactNode;
  layout?: CardLayout;
  /** Emphasised line in the list layout (an amount). */
  aside?: ReactNode;
}

/** One card of a public list: picture, category, title, text, facts; the whole card is one link. */
export function MediaCard({ href, state, image, badge, title, fullTitle, text, meta, aside, layout = 'gallery' }: MediaCardProps) {
  return (
    <article className={`${styles.card} ${styles[layout]}`}>
      <div className={styles.media}>{image}</div>
      <div className={styles.body}>
        {badge ? <p className={styles.badge}>{badge}</p> : null}
        <h3 className={styles.title}>
          <Link to={href} state={state} className={styles.link} aria-label={fullTitle && fullTitle !== title ? fullTitle : undefined}>
            {title}
          </Link>
        </h3>
        {text ? <p className={styles.text}>{text}</p> : null}
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </div>
      {aside && layout === 'list' ? <div className={styles.aside}>{aside}</div> : null}
    </article>
  );
}

type CardImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** A stored file key, or null when there is no picture. */
  path: string | null | undefined;
};

/** A stored picture in a 4:3 frame: lazy, sized, so the grid never jumps; a calm placeholder when there is none. */
export function CardImage({ path, alt = '', className, ...rest }: CardImageProps) {
  if (!path) {
    return (
      <span className={`${styles.placeholder} ${className ?? ''}`} aria-hidden="true">
        <ImageOff size={28} strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <img src={imageUrl(path)} alt={alt} loading="lazy" decoding="async" width={480} height={360} className={`${styles.image} ${className ?? ''}`} {...rest} />
  );
}

/** The class that gives any <img> the card picture's frame (for FallbackImage). */
export const cardImageClass = styles.image;
