import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ArrowRight, MessageCircleQuestion } from 'lucide-react';
import { formatNumber, pageSizes } from '@ongi/shared';
import { useListParams } from '@web/shared/lib/list-params';
import { AppLink } from '@web/shared/ui/app-link';
import { buttonClass } from '@web/shared/ui/button';
import { ListState } from '@web/shared/ui/list-state';
import { Pagination } from '@web/shared/ui/pagination';
import { faqQueries } from '../api';
import { BoardSearch } from '../components/board-search';
import { CustomerServicePage } from '../components/cs-page';
import { FaqAccordion } from '../components/faq-accordion';
import type { CustomerServiceLinks } from '../links';
import styles from './faq-list-page.module.css';

const listKeys = ['searchWord'] as const;

/** /customer-service/faq-list: search, total count, accordion, 10 per page (spec 001 §2, §4). */
export function FaqListPage({ links }: { links: CustomerServiceLinks }) {
  const navigate = useNavigate();
  const { page, values, hrefWith } = useListParams(listKeys);
  const searchWord = values.searchWord?.trim() ?? '';
  const list = useQuery({ ...faqQueries.list({ page, searchType: 'all', searchWord }), placeholderData: keepPreviousData });
  // Every search, even the same words again, closes the open answers.
  const [searchCount, setSearchCount] = useState(0);

  const total = list.data?.totalElements ?? 0;

  return (
    <CustomerServicePage links={links} title="자주 묻는 질문" description="궁금한 점을 먼저 찾아보세요. 질문을 누르면 답변이 펼쳐집니다.">
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {list.data && !list.isPlaceholderData ? (
            <>
              총 <strong>{formatNumber(total)}</strong>건
            </>
          ) : null}
        </p>
        <BoardSearch
          key={searchWord}
          label="자주 묻는 질문 검색"
          searchWord={searchWord}
          onSearch={(next) => {
            setSearchCount((count) => count + 1);
            navigate(hrefWith({ searchWord: next.searchWord || undefined }));
          }}
        />
      </div>
      <div className={styles.board} aria-busy={list.isFetching || undefined}>
        <ListState
          query={list}
          loadingLabel="자주 묻는 질문을 불러오는 중입니다"
          errorTitle="자주 묻는 질문을 불러오지 못했습니다"
          empty={{
            icon: <MessageCircleQuestion size={24} aria-hidden="true" />,
            title: searchWord ? '검색 결과가 없습니다.' : '등록된 질문이 없습니다.',
            text: searchWord ? '다른 검색어로 찾아보거나 1:1 문의를 남겨 주세요.' : undefined,
          }}
        >
          {({ content }) => <FaqAccordion key={`${page}|${searchWord}|${searchCount}`} items={content} />}
        </ListState>
      </div>
      <Pagination page={page} totalElements={total} pageSize={pageSizes.faq} hrefFor={(target) => hrefWith({ page: target })} />
      <aside className={styles.more} aria-labelledby="faq-more-title">
        <div>
          <h2 id="faq-more-title" className={styles.moreTitle}>
            원하는 답을 찾지 못하셨나요?
          </h2>
          <p className={styles.moreText}>1:1 문의를 남겨 주시면 확인 후 이메일로 답변해 드립니다.</p>
        </div>
        <AppLink to={links.inquiryCreate} className={buttonClass('secondary')}>
          1:1 문의하기
          <ArrowRight size={18} aria-hidden="true" />
        </AppLink>
      </aside>
    </CustomerServicePage>
  );
}
