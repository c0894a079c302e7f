import { queryOptions } from '@tanstack/react-query';
import type {
  AccountInfo,
  ChangeAccountInfoInput,
  ChangePasswordInput,
  CheckConnect,
  DeleteAccountInput,
  MessageBody,
  OAuthProvider,
  RefundBankInfo,
  RefundBankInput,
  ResultMessage,
} from '@ongi/shared';
import { api } from '../../../shared/lib/api';
import { accountQueries } from '../api';

/** Query keys of the member's own settings, under the account domain's keys (a login or logout refreshes them too). */
export const myPageQueries = {
  all: () => [...accountQueries.all(), 'mypage'] as const,
  accountInfo: () =>
    queryOptions({
      queryKey: [...myPageQueries.all(), 'account-info'] as const,
      queryFn: ({ signal }) => api.get<AccountInfo>('/account/get-account-info', undefined, signal),
    }),
  refundBank: () =>
    queryOptions({
      queryKey: [...myPageQueries.all(), 'return-bank'] as const,
      queryFn: ({ signal }) => api.get<RefundBankInfo>('/account/return-bank-info', undefined, signal),
    }),
  connections: () =>
    queryOptions({
      queryKey: [...myPageQueries.all(), 'check-connect'] as const,
      queryFn: ({ signal }) => api.get<CheckConnect>('/account/check-connect', undefined, signal),
    }),
};

export const myPageApi = {
  changeAccountInfo: (payload: ChangeAccountInfoInput) => api.post<MessageBody>('/account/change-account-info', payload),
  changePassword: (payload: ChangePasswordInput) => api.post<ResultMessage>('/account/change-password', payload),
  deleteAccount: (payload: DeleteAccountInput) => api.post<ResultMessage>('/account/delete-account', payload),
  registerRefundBank: (payload: RefundBankInput) => api.post<MessageBody>('/account/register-return-bank', payload),
  // A GET by the spec (000 §7); the server still insists it comes from this site.
  deleteRefundBank: () => api.get<MessageBody>('/account/delete-return-bank'),
  disconnect: (provider: OAuthProvider) => api.post<MessageBody>(`/oauth/${provider}-disconnect`),
};
