import type { ReactNode } from 'react';
import frame from './auth-frame.module.css';
import styles from './login-page.module.css';

/** The login card and its heading; without the tabs it is the page's first view in its HTML (app/screen-shells.tsx). */
export function LoginCard({ children }: { children?: ReactNode }) {
  return (
    <div className={frame.page}>
      <section className={frame.card} aria-labelledby="login-title">
        <header className={frame.header}>
          <h1 id="login-title" className={frame.title}>
            로그인
          </h1>
          <p className={styles.subtitle}>마음을 전하는 가장 따뜻한 방법, 온기</p>
        </header>
        {children}
      </section>
    </div>
  );
}
