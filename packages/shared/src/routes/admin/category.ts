// Written by `npm run contract:routes` from contract/admin/category.ts; the routes test fails when it is not current.
import type {
  campaignCategory as campaignCategoryDeclared,
  category as categoryDeclared,
  donationCategory as donationCategoryDeclared,
} from '../../contract/admin/category';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/category.ts's `campaignCategory`, for the browser; their schemas stay in the contract, as types. */
export const campaignCategory: RoutesOf<typeof campaignCategoryDeclared> = {
  label: '캠페인 카테고리',
  list: { method: 'GET', path: '/admin/campaign-category/list' },
  detail: { method: 'GET', path: '/admin/campaign-category/detail/:seq' },
  save: { method: 'POST', path: '/admin/campaign-category/save' },
  delete: { method: 'POST', path: '/admin/campaign-category/delete' },
  parents: { method: 'GET', path: '/admin/campaign-category/parents' },
  changeActivation: { method: 'POST', path: '/admin/campaign-category/change-category-activation/:seq' },
};

/** The methods and paths of contract/admin/category.ts's `category`, for the browser; their schemas stay in the contract, as types. */
export const category: RoutesOf<typeof categoryDeclared> = {
  label: '카테고리',
  list: { method: 'GET', path: '/admin/category/list' },
  detail: { method: 'GET', path: '/admin/category/detail/:seq' },
  save: { method: 'POST', path: '/admin/category/save' },
  delete: { method: 'POST', path: '/admin/category/delete' },
  changeUse: { method: 'POST', path: '/admin/category/change-category-use-yn/:seq' },
  options: { method: 'GET', path: '/admin/category/options' },
};

/** The methods and paths of contract/admin/category.ts's `donationCategory`, for the browser; their schemas stay in the contract, as types. */
export const donationCategory: RoutesOf<typeof donationCategoryDeclared> = {
  label: '기부처',
  list: { method: 'GET', path: '/admin/donation-category/list' },
  detail: { method: 'GET', path: '/admin/donation-category/detail/:seq' },
  save: { method: 'POST', path: '/admin/donation-category/save' },
  delete: { method: 'POST', path: '/admin/donation-category/delete' },
  parents: { method: 'GET', path: '/admin/donation-category/parents' },
  changeActivation: { method: 'POST', path: '/admin/donation-category/change-category-activation/:seq' },
};
