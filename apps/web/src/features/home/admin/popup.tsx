import { adminPopupSaveSchema, messages, popupUseStatusLabels, type AdminPopupDetail, type AdminPopupRow } from '@ongi/shared';
import { defineAdminResource } from '@web/shared/admin/resource';
import { FormRows, RadioGroupField, RichTextField, TextField } from '@web/shared/ui/form';
import { numberColumn, titleContentSearch } from '@web/shared/admin/columns';
import { popup as adminPopupEndpoints } from '@ongi/shared/routes/admin/popup';

function PopupFields() {
  return (
    <FormRows>
      <TextField name="title" label="제목" maxLength={200} />
      {/* The home page shows the popup's HTML inside ql-editor, as the editor writes it. */}
      <RichTextField name="content" label="내용" uploadBoard="popup" />
      <TextField name="startDate" label="시작일" type="date" width="narrow" />
      <TextField name="endDate" label="종료일" type="date" width="narrow" />
      <RadioGroupField
        name="useStatus"
        label="사용 여부"
        options={[
          { value: 'y', label: popupUseStatusLabels.y },
          { value: 'n', label: popupUseStatusLabels.n },
        ]}
      />
      <TextField name="xCoord" label="X 좌표" inputMode="numeric" width="narrow" hint="화면 왼쪽에서 떨어진 거리(px)" />
      <TextField name="yCoord" label="Y 좌표" inputMode="numeric" width="narrow" hint="화면 위쪽에서 떨어진 거리(px)" />
    </FormRows>
  );
}

/** 팝업 (spec 002): number, title, start and end dates (and use status); the form with the period, use status and position. */
export const resource = defineAdminResource({
  key: 'popup',
  endpoints: adminPopupEndpoints,
  label: '팝업',
  rowKey: (row: AdminPopupRow) => row.popupSeq,
  list: {
    searchTypes: titleContentSearch,
    columns: [
      { ...numberColumn<AdminPopupRow>('5rem'), priority: 'secondary' },
      { header: '제목', opensRow: true, sort: 'name', cell: (row) => row.title },
      { header: '시작일', width: '8rem', align: 'center', sort: 'startDate', sortFirst: 'desc', priority: 'secondary', cell: (row) => row.startDate },
      { header: '종료일', width: '8rem', align: 'center', sort: 'endDate', sortFirst: 'desc', cell: (row) => row.endDate },
      { header: '사용 여부', width: '6rem', align: 'center', sort: 'status', cell: (row) => popupUseStatusLabels[row.useStatus] },
    ],
    noneSelected: messages.admin.noneSelected.popup,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  form: {
    seqFrom: { query: 'popupSeq' },
    schema: adminPopupSaveSchema,
    fromRecord: (record: AdminPopupDetail) => ({
      title: record.title,
      content: record.content,
      startDate: record.startDate,
      endDate: record.endDate,
      useStatus: record.useStatus,
      xCoord: record.xCoord,
      yCoord: record.yCoord,
    }),
    toRequest: (values, seq) => ({ ...values, popupSeq: seq ?? -1 }),
    Fields: PopupFields,
  },
});
