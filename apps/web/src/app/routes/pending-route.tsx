import { AppLink } from '@web/shared/ui/app-link';
import { buttonClass } from '@web/shared/ui/button';
import { PendingScreen } from '@web/shared/ui/pending-screen';
import { paths } from '../paths';
import type { ScreenDef } from '../route-registry';

/** The placeholder every not-yet-built screen of the registry renders, named after the screen. */
export function PendingRoute({ def }: { def: ScreenDef }) {
  const title = def.title ?? def.id;
  if (def.layout === 'admin') return <PendingScreen title={title} summary={def.summary} tone="admin" />;
  return (
    <PendingScreen
      title={title}
      summary={def.summary}
      tone={def.layout === 'bare' ? 'bare' : 'default'}
      actions={
        <AppLink to={paths.home} className={buttonClass('secondary')}>
          온기 홈으로
        </AppLink>
      }
    />
  );
}
