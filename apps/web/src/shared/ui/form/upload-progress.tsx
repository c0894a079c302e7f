import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { UploadOptions } from '@web/shared/lib/upload';
import styles from './form.module.css';

/**
 * The progress of one upload at a time (uploadTo): `start()`
 * gives the options to send with, `abort()` stops it (closing the form does),
 * `reset()` hides the bar after a failure. An upload still going when the
 * form goes is stopped.
 */
export function useUploadProgress() {
  const [fraction, setFraction] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback((): UploadOptions => {
    controller.current?.abort();
    controller.current = new AbortController();
    setFraction(0);
    return { onProgress: setFraction, signal: controller.current.signal };
  }, []);
  const abort = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setFraction(null), []);
  return { fraction, start, abort, reset };
}

/** A labelled progress bar with its percentage ('사진을 올리는 중 45%'). Nothing while no upload is under way. */
export function UploadProgress({ fraction, label }: { fraction: number | null; label: string }) {
  const id = useId();
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className={styles.progress}>
      <label htmlFor={id} className={styles.progressLabel}>
        {label}
        <span aria-hidden="true"> {percent}%</span>
      </label>
      <progress id={id} max={100} value={percent} className={styles.progressBar}>
        {percent}%
      </progress>
    </div>
  );
}
