import { Flower2, Heart } from 'lucide-react';
import { useState } from 'react';
import { imageUrl } from '@web/shared/lib/file-url';
import styles from './order-card.module.css';

/** The invitation's main photo; without one (or when it fails to load) a calm tile with the occasion's icon. */
export function OrderPhoto({ filePath, isWedding }: { filePath: string | null; isWedding: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!filePath || failed) {
    return (
      <span className={`${styles.photo} ${styles.placeholder} ${isWedding ? '' : styles.mourning}`} data-fallback="true" aria-hidden="true">
        {isWedding ? <Heart size={28} strokeWidth={1.5} /> : <Flower2 size={28} strokeWidth={1.5} />}
      </span>
    );
  }
  return (
    <img className={styles.photo} src={imageUrl(filePath)} alt="" width={112} height={112} loading="lazy" decoding="async" onError={() => setFailed(true)} />
  );
}
