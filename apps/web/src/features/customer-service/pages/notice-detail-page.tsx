import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ChevronDown, ChevronUp, Download, FileText, List, RotateCw, SearchX } from 'lucide-react';
import { formatDate, formatNumber, type NoticeDetail } from '@ongi/shared';
import { ApiError, errorMessage } from '@web/shared/lib/api';
import { useBackHref } from '@web/shared/lib/back-link';
import { usePageTitle } from '@web/shared/lib/document-title';
import { downloadUrl } from '@web/shared/lib/file-url';
import { AppLink } from '@web/shared/ui/app-link';
import { Button, buttonClass } from '@web/shared/ui/button';
import { HtmlContent } from '@web/shared/ui/html-content';
import { PageLoading } from '@web/shared/ui/page-loading';
import { StatusScreen } from '@web/shared/ui/status-screen';
import { noticeQueries } from '../api';
import { CustomerServicePage } from '../components/cs-page';
import type { CustomerServiceLinks } from '../links';
import styles from './notice-detail-page.module.css';

interface NoticeDetailPageProps {
  noticeSeq: number;
  links: CustomerServiceLinks;
}

/** /customer-service/notice-dtl/{noticeSeq}: the notice, its files, its neighbours and the way back (spec 001 §2). */
export function NoticeDetailPage({ noticeSeq, links }: NoticeDetailPageProps) {
  const location = useLocation();
  const detail = useQuery(noticeQueries.detail(noticeSeq));
  const listHref = useBackHref(links.notice);
  const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
  usePageTitle(notFound ? '공지사항을 찾을 수 없습니다' : detail.data?.title);

  const backButton = (
    <AppLink to={listHref} className={buttonClass('secondary')}>
      <List size={18} aria-hidden="true" />
      목록으로
    </AppLink>
  );

  let content;
  if (detail.isPending) {
    content = <PageLoading label="공지사항을 불러오는 중입니다" />;
  } else if (notFound) {
    content = (
      <StatusScreen
        icon={<SearchX size={28} strokeWidth={1.75} />}
        eyebrow="404"
        title="공지사항을 찾을 수 없습니다"
        summary="삭제되었거나 주소가 잘못된 공지사항입니다. 목록에서 다시 찾아 주세요."
        actions={backButton}
      />
    );
  } else if (detail.isError) {
    content = (
      <StatusScreen
        icon={<RotateCw size={28} strokeWidth={1.75} />}
        eyebrow="오류"
        title="공지사항을 불러오지 못했습니다"
        summary={errorMessage(detail.error)}
        actions={
          <>
            <Button onClick={() => void detail.refetch()}>다시 시도</Button>
            {backButton}
          </>
        }
      />
    );
  } else {
    content = <NoticeArticle notice={detail.data} links={links} state={location.state} backButton={backButton} />;
  }

  return <CustomerServicePage links={links}>{content}</CustomerServicePage>;
}

interface NoticeArticleProps {
  notice: NoticeDetail;
  links: CustomerServiceLinks;
  /** The list the visitor came from travels on to the previous and next notices. */
  state: unknown;
  backButton: ReactNode;
}

function NoticeArticle({ notice, links, state, backButton }: NoticeArticleProps) {
  const { prevNoticeSeq, prevNoticeTitle, nextNoticeSeq, nextNoticeTitle } = notice.nextPrevNotice;
  const neighbours = [
    {
      key: 'prev',
      label: '이전 글',
      icon: <ChevronUp size={16} aria-hidden="true" />,
      seq: prevNoticeSeq,
      title: prevNoticeTitle,
      none: '이전 글이 없습니다.',
    },
    {
      key: 'next',
      label: '다음 글',
      icon: <ChevronDown size={16} aria-hidden="true" />,
      seq: nextNoticeSeq,
      title: nextNoticeTitle,
      none: '다음 글이 없습니다.',
    },
  ];

  return (
    <>
      <p className={styles.section}>공지사항</p>
      <article className={styles.article} aria-labelledby="notice-title">
        <header className={styles.header}>
          {notice.topNoticeYn === 'Y' ? <span className={styles.badge}>공지</span> : null}
          <h1 id="notice-title" className={styles.title}>
            {notice.title}
          </h1>
          <dl className={styles.meta}>
            <div>
              <dt>등록일</dt>
              <dd>
                <time dateTime={notice.createDate}>{formatDate(notice.createDate)}</time>
              </dd>
            </div>
            <div>
              <dt>조회수</dt>
              <dd>{formatNumber(notice.viewCnt)}</dd>
            </div>
          </dl>
        </header>

        <HtmlContent html={notice.content} title={notice.title} headingLevel={2} className={styles.body} />

        <section className={styles.files} aria-labelledby="notice-files">
          <h2 id="notice-files" className={styles.filesTitle}>
            첨부파일
            {notice.attachList.length > 0 ? <span className={styles.filesCount}>{notice.attachList.length}</span> : null}
          </h2>
          {notice.attachList.length > 0 ? (
            <ul className={styles.fileList}>
              {notice.attachList.map((file) => (
                <li key={file.noticeAttachSeq}>
                  <a className={styles.file} href={downloadUrl(file.path, file.originalName)} download={file.originalName}>
                    <FileText size={18} aria-hidden="true" />
                    <span className={styles.fileName}>{file.originalName}</span>
                    <Download size={16} aria-hidden="true" className={styles.fileIcon} />
                    <span className="visually-hidden"> 내려받기</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.noFiles}>첨부파일이 없습니다.</p>
          )}
        </section>
      </article>

      <nav className={styles.neighbours} aria-label="이전 글, 다음 글">
        <ul>
          {neighbours.map((item) => (
            <li key={item.key} className={styles.neighbour}>
              <span className={styles.neighbourLabel}>
                {item.icon}
                {item.label}
              </span>
              {item.seq ? (
                <Link to={links.noticeDetail(item.seq)} state={state} className={styles.neighbourLink} rel={item.key}>
                  {item.title}
                </Link>
              ) : (
                <span className={styles.neighbourNone}>{item.none}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.actions}>{backButton}</div>
    </>
  );
}
