import { SearchX } from 'lucide-react';
import { AppLink } from '@web/shared/ui/app-link';
import { buttonClass } from '@web/shared/ui/button';
import { StatusScreen } from '@web/shared/ui/status-screen';
import { paths } from '../paths';

export function NotFound({ tone = 'default' }: { tone?: 'default' | 'admin' | 'bare' }) {
  return (
    <StatusScreen
      icon={<SearchX size={28} strokeWidth={1.75} />}
      eyebrow="404"
      title="페이지를 찾을 수 없습니다"
      summary="주소가 바뀌었거나 없는 페이지입니다. 주소를 다시 확인해 주세요."
      tone={tone}
      actions={
        <AppLink to={tone === 'admin' ? paths.admin.adminAccount : paths.home} className={buttonClass('secondary')}>
          {tone === 'admin' ? '관리자 홈으로' : '온기 홈으로'}
        </AppLink>
      }
    />
  );
}
