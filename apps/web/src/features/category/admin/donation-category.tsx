import { categoryTreeResource } from './category-tree';

/** 기부처 (spec 002): the donation recipients' list and form. */
export const resource = categoryTreeResource('donationCategory');
