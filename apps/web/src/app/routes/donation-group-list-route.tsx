import { CategoryFilter } from '@web/features/category/components/category-filter';
import { DonationGroupListPage } from '@web/features/donation-group/pages/donation-group-list-page';
import { paths } from '../paths';

export function Component() {
  return (
    <DonationGroupListPage
      detailHref={paths.donationGroupDetail}
      renderCategoryFilter={(props) => <CategoryFilter categoryParent="donationGroup" {...props} />}
    />
  );
}
