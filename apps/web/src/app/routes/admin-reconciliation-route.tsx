import { ResourceList } from '@web/shared/admin/resource-list';
import { CheckPanel } from '@web/features/reconciliation/admin/check-panel';
import { resource } from '@web/features/reconciliation/admin/differences';
import { paths } from '../paths';

/** /admin/reconciliation: the differences (the shared list) under the day checks and the run-now form. */
export function Component() {
  return (
    <>
      <ResourceList resource={resource} links={{ list: paths.admin.reconciliation }} />
      <CheckPanel />
    </>
  );
}
