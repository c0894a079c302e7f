import { donationGroup as adminDonationGroupEndpoints } from '@ongi/shared/routes/admin/donation-group';
import { call } from '../lib/api';
import type { AdminSelectFilter } from './resource';

/** Every organisation (기부단체) by name, as each back-office picker offers them: one endpoint for the payments, settlements and 기부금 영수증 screens. */
export function fetchOrganisationOptions(signal?: AbortSignal) {
  return call(adminDonationGroupEndpoints.options, {}, { signal });
}

/**
 * The organisations as a list filter's choices (its `load`): one query key
 * for every screen, so moving between the payment, settlement and receipt
 * lists asks once.
 */
export const organisationFilterChoices: NonNullable<AdminSelectFilter['load']> = {
  key: 'organisations',
  options: async (signal) =>
    (await fetchOrganisationOptions(signal)).map((organisation) => ({ value: String(organisation.donationGroupSeq), label: organisation.groupName })),
};
