import { Outlet } from 'react-router';

/** /invitation/*: what a guest opens from KakaoTalk; no navigation bar, no footer (spec 000 §2). */
export function BareLayout() {
  return (
    <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
      <Outlet />
    </main>
  );
}
