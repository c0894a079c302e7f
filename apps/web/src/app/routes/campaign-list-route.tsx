import { CampaignListPage } from '../../features/campaign/pages/campaign-list-page';
import { CategoryFilter } from '../../features/category/components/category-filter';
import { paths } from '../paths';

export function Component() {
  return (
    <CampaignListPage
      detailHref={paths.campaignDetail}
      renderCategoryFilter={(props) => <CategoryFilter categoryParent="campaign" {...props} />}
    />
  );
}
