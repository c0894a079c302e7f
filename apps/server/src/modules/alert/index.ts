import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAlertKindLabels, contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { domainModule } from '@server/lib/domain-module';
import { adminAlertSort, countOpenAlerts, listAlerts } from './queries';
import { acknowledge, alertDetail, alertRow } from './service';

const label = contract.admin.alert.label;

/** /api/admin/alert: the alerts, newest first; one alert's details; 확인 처리 (the save, audited like every save). */
const alertAdminRoutes = adminResourceRoutes(contract.admin.alert, {
  key: 'alert',
  list: {
    sort: adminAlertSort,
    load: async (db, query, request) => {
      const page = await listAlerts(db, query, request);
      return { ...page, content: page.content.map(alertRow) };
    },
  },
  detail: { load: alertDetail },
  save: {
    save: async ({ db, request }, { alertSeq }) => {
      const row = await acknowledge(db, alertSeq, request.session?.user);
      return { seq: row.alertSeq, created: false, action: 'update', summary: `${label} 확인 처리: ${row.title}`, message: messages.alert.acknowledged };
    },
  },
  excel: {
    fileName: '운영알림',
    sheet: label,
    search: {
      searchTypes: { title: '제목', paymentId: '결제번호' },
      filters: { acknowledged: { label: '확인 여부', values: { N: '미확인', Y: '확인' } } },
    },
    columns: [
      { header: '일시', kind: 'time', cell: (row) => row.createDate },
      { header: '종류', width: 20, cell: (row) => adminAlertKindLabels[row.kind] },
      { header: '제목', width: 40, cell: (row) => row.title },
      { header: '결제번호', width: 26, cell: (row) => row.paymentId },
      { header: '확인 일시', kind: 'time', cell: (row) => row.acknowledgedAt },
      { header: '확인한 관리자', cell: (row) => row.acknowledgedBy },
    ],
  },
});

/** The admin menu's badge: how many alerts nobody has acknowledged. */
const alertCountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.admin.alert.unacknowledgedCount, {
    handler: async () => ({ count: await countOpenAlerts(db) }),
  });
};

/** 운영 알림: what the server noticed that an administrator must look at (docs/decisions/012-payments.md). */
export const alertModule = domainModule<{ db: Database }>([
  ['/api/admin/alert', alertAdminRoutes],
  ['/api/admin/alert', alertCountRoutes],
]);

export { raiseAdminAlert, type NewAdminAlert } from './service';
