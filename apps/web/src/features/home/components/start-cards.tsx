import { ArrowRight, BookOpen, Flower, Heart } from 'lucide-react';
import { AppLink } from '@web/shared/ui/app-link';
import { buttonClass } from '@web/shared/ui/button';
import type { HomeLinks } from '../links';
import styles from './start-cards.module.css';

/** Where to start: make a wedding card or a funeral notice, or read how first (spec 000 §2). */
export function StartCards({ links }: { links: HomeLinks }) {
  return (
    <section className={styles.section} aria-labelledby="home-start-title">
      <h2 id="home-start-title" className="visually-hidden">
        바로 만들기
      </h2>
      <div className={styles.grid}>
        <article className={`${styles.card} ${styles.wedding}`}>
          <span className={styles.icon} aria-hidden="true">
            <Heart size={22} />
          </span>
          <div className={styles.copy}>
            <h3 className={styles.title}>모바일 청첩장</h3>
            <p className={styles.text}>사진과 인사말, 오시는 길과 마음 전할 곳까지. 축하 화환은 기부화환으로 받아요.</p>
          </div>
          <div className={styles.actions}>
            <AppLink to={links.wedding} className={buttonClass('primary')}>
              청첩장 만들기
              <ArrowRight size={18} aria-hidden="true" />
            </AppLink>
            <AppLink to={links.guide} className={styles.guide}>
              <BookOpen size={16} aria-hidden="true" />
              청첩장 이용 가이드
            </AppLink>
          </div>
        </article>
        <article className={`${styles.card} ${styles.funeral}`}>
          <span className={styles.icon} aria-hidden="true">
            <Flower size={22} />
          </span>
          <div className={styles.copy}>
            <h3 className={styles.title}>모바일 부고장</h3>
            <p className={styles.text}>부고를 정중하게 알리고, 조의 계좌와 근조 기부화환을 함께 안내합니다.</p>
          </div>
          <div className={styles.actions}>
            <AppLink to={links.funeral} className={buttonClass('secondary')}>
              부고장 만들기
              <ArrowRight size={18} aria-hidden="true" />
            </AppLink>
            <AppLink to={links.guide} className={styles.guide}>
              <BookOpen size={16} aria-hidden="true" />
              부고장 이용 가이드
            </AppLink>
          </div>
        </article>
      </div>
    </section>
  );
}
