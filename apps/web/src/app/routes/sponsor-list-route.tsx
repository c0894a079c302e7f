import { CategoryFilter } from '@web/features/category/components/category-filter';
import { SponsorListPage } from '@web/features/sponsor/pages/sponsor-list-page';
import { paths } from '../paths';

export function Component() {
  return <SponsorListPage detailHref={paths.sponsorDetail} renderCategoryFilter={(props) => <CategoryFilter categoryParent="sponsor" {...props} />} />;
}
