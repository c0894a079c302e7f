import { useCallback, useEffect, useState } from 'react';

/** Idle time after which the pointer and the screen's buttons hide. */
const idleMs = 3_000;

/**
 * What a screen left running needs: the pointer and buttons hide when nobody
 * moves the mouse, the display never sleeps while the page is shown (Wake
 * Lock where the browser offers it, asked again when the page is shown
 * again), and a full-screen toggle.
 */
export function useKioskOperation() {
  const [idle, setIdle] = useState(false);
  const [fullScreen, setFullScreen] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);

  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), idleMs);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), idleMs);
    };
    window.addEventListener('pointermove', wake);
    window.addEventListener('pointerdown', wake);
    window.addEventListener('keydown', wake);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointermove', wake);
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
    };
  }, []);

  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const ask = async () => {
      if (!('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
      try {
        const sentinel = await navigator.wakeLock.request('screen');
        if (stopped) await sentinel.release();
        else lock = sentinel;
      } catch {
        // Refused (battery saver, no permission): the screen simply may sleep.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullScreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);

  return { idle, fullScreen, toggleFullScreen };
}
