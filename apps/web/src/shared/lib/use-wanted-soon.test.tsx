// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useWantedSoon } from './use-wanted-soon';

// A lower part of the guest page (its senders, its guestbook) asks for its rows once the page has
// loaded and the browser is idle, or earlier when it nears the screen, and never while it is off.

let nearScreen: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
let idleRuns: Array<() => void> = [];

class StubIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    nearScreen = callback;
  }
  observe() {}
  disconnect() {
    nearScreen = null;
  }
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => {
  nearScreen = null;
  idleRuns = [];
  vi.stubGlobal('IntersectionObserver', StubIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleRuns.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setReadyState('complete');
});

function LowerPart({ enabled = true }: { enabled?: boolean }) {
  const anchor = useRef<HTMLDivElement>(null);
  const { wanted, want } = useWantedSoon(anchor, enabled);
  return (
    <div ref={anchor}>
      <p>{wanted ? '불러옵니다' : '기다립니다'}</p>
      <button type="button" onClick={want}>
        지금
      </button>
    </div>
  );
}

describe('useWantedSoon', () => {
  it('waits for the page to load, then asks when the browser is idle, with the part far off the screen', () => {
    setReadyState('loading');
    render(<LowerPart />);
    expect(idleRuns).toHaveLength(0);
    expect(screen.getByText('기다립니다')).toBeTruthy();

    setReadyState('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    expect(idleRuns).toHaveLength(1);
    expect(screen.getByText('기다립니다')).toBeTruthy();

    act(() => idleRuns[0]!());
    expect(screen.getByText('불러옵니다')).toBeTruthy();
  });

  it('asks as soon as the part nears the screen, before the browser is idle', () => {
    render(<LowerPart />);
    act(() => nearScreen!([{ isIntersecting: true }]));
    expect(screen.getByText('불러옵니다')).toBeTruthy();
  });

  it('asks at once when told to (a wreath just paid on the page)', () => {
    render(<LowerPart />);
    act(() => screen.getByRole('button', { name: '지금' }).click());
    expect(screen.getByText('불러옵니다')).toBeTruthy();
  });

  it('never asks for a part the page does not show', () => {
    render(<LowerPart enabled={false} />);
    expect(nearScreen).toBeNull();
    expect(idleRuns).toHaveLength(0);
    expect(screen.getByText('기다립니다')).toBeTruthy();
  });
});
