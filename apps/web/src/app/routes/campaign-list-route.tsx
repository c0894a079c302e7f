import { CampaignListPage } from '@web/features/campaign/pages/campaign-list-page';
import { CategoryFilter } from '@web/features/category/components/category-filter';
import { paths } from '../paths';

export function Component() {
  return <CampaignListPage detailHref={paths.campaignDetail} renderCategoryFilter={(props) => <CategoryFilter categoryParent="campaign" {...props} />} />;
}
