import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { usePageTitle } from '@web/shared/lib/document-title';
import { Button } from '@web/shared/ui/button';
import { StatusScreen } from '@web/shared/ui/status-screen';
import { NotFound } from './not-found';

/** What a layout shows when a route fails: not found, or a calm apology with a retry. */
export function RouteError({ tone = 'default' }: { tone?: 'default' | 'admin' | 'bare' }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(notFound ? '페이지를 찾을 수 없습니다' : '오류');
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (notFound) return <NotFound tone={tone} />;
  return (
    <StatusScreen
      icon={<TriangleAlert size={28} strokeWidth={1.75} />}
      eyebrow="오류"
      title="화면을 여는 중 문제가 생겼습니다"
      summary="일시적인 오류일 수 있습니다. 잠시 후 다시 시도해 주세요."
      tone={tone}
      actions={<Button onClick={() => window.location.reload()}>다시 시도</Button>}
    />
  );
}
