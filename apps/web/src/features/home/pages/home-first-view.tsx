import { HomeBanner } from '../components/home-banner';
import type { HomeLinks } from '../links';
import styles from './home-page.module.css';

/** The banner in the home page's column: what a phone sees first, and so the page's first view in its HTML (app/screen-shells.tsx). */
export function HomeFirstView({ links }: { links: HomeLinks }) {
  return (
    <div className={styles.home}>
      <HomeBanner links={links} />
    </div>
  );
}
