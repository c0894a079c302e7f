import { useSiteSettings } from '@web/shared/lib/site-settings';
import { AppLink } from '@web/shared/ui/app-link';
import { paths } from '../paths';
import styles from './site-footer.module.css';

/** Company information from GET /api/site/settings (spec 000 §2: the footer shows company information). */
export function SiteFooter() {
  const { data: settings, isError } = useSiteSettings();
  const productName = settings?.productName || '온기';

  const rows: Array<[string, string | undefined]> = [
    ['상호', settings?.companyName],
    ['대표', settings?.ceoName],
    ['사업자등록번호', settings?.businessNumber],
    ['통신판매업신고', settings?.mailOrderNumber],
    ['주소', settings?.address],
    ['전화', settings?.phone],
    ['팩스', settings?.fax],
    ['이메일', settings?.email],
    ['개인정보보호책임자', settings?.privacyOfficer],
    ['고객센터 운영시간', settings?.hours],
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <p className={styles.brand}>{productName}</p>
          <ul className={styles.links} aria-label="약관 및 정책">
            <li>
              <AppLink to={paths.customerService.termsOfUse}>이용약관</AppLink>
            </li>
            <li>
              <AppLink to={paths.customerService.privacyPolicy} className={styles.privacy}>
                개인정보처리방침
              </AppLink>
            </li>
            <li>
              <AppLink to={paths.customerService.notice}>고객센터</AppLink>
            </li>
            <li>
              <AppLink to={paths.invitationVerify}>온기 초대장 확인</AppLink>
            </li>
          </ul>
        </div>

        {settings ? (
          <dl className={styles.company} aria-label="회사 정보">
            {rows.map(([label, value]) =>
              value ? (
                <div key={label} className={styles.row}>
                  <dt>{label}</dt>
                  <dd>{label === '이메일' ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        ) : (
          <p className={styles.pending}>{isError ? '회사 정보를 불러오지 못했습니다.' : '회사 정보를 불러오는 중입니다.'}</p>
        )}

        <p className={styles.copyright}>
          © {new Date().getFullYear()} {settings?.companyName || productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
