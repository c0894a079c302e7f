import {
  adminAttachmentMax,
  adminDonationGroupSaveSchema,
  formatDate,
  messages,
  truncate,
  type AdminDonationGroupDetail,
  type AdminDonationGroupRow,
} from '@ongi/shared';
import { AttachmentListField } from '@web/shared/admin/attachment-list-field';
import { CategorySelectField } from '@web/shared/admin/category-select-field';
import { checkedBy, multipartRequest, newFiles, storedItems, storedThumbnail, thumbnailRules } from '@web/shared/admin/multipart';
import { defineAdminResource } from '@web/shared/admin/resource';
import { CheckboxField, FormHint, FormRow, FormRows, RichTextField, SingleImageField, TextAreaField, TextField, type ImageItem } from '@web/shared/ui/form';
import { numberColumn } from '@web/shared/admin/columns';
import { donationGroup as adminDonationGroupEndpoints } from '@ongi/shared/routes/admin/donation-group';

interface DonationGroupFormValues extends Record<string, unknown> {
  categorySeq?: number | null;
  groupName?: string;
  groupExplain?: string;
  editorHtml?: string;
  thumbnail?: ImageItem | null;
  thumbnailRemoved?: number[];
  attachList?: ImageItem[];
  deletedFileSeqs?: number[];
  receiptResidentNumber?: boolean;
}

const toJson = (values: DonationGroupFormValues, seq?: number) => ({
  donationGroupSeq: seq ?? -1,
  categorySeq: values.categorySeq ?? 0,
  groupName: values.groupName ?? '',
  groupExplain: values.groupExplain ?? '',
  editorHtml: values.editorHtml ?? '',
  deletedFileSeqs: values.deletedFileSeqs ?? [],
  removeThumbnail: (values.thumbnailRemoved ?? []).length > 0,
  receiptResidentNumber: values.receiptResidentNumber ?? false,
});

function DonationGroupFields() {
  return (
    <FormRows>
      <CategorySelectField parent="donationGroup" />
      <TextField name="groupName" label="단체명" maxLength={100} />
      <TextAreaField name="groupExplain" label="단체 소개" rows={3} maxLength={1000} counter />
      <RichTextField name="editorHtml" label="본문" uploadBoard="donationGroup" />
      <SingleImageField
        name="thumbnail"
        label="썸네일"
        noun="썸네일"
        rules={thumbnailRules}
        removedName="thumbnailRemoved"
        previewMax={200}
        hint="이미지 파일만 올릴 수 있습니다. 미리보기는 200×200 안에 맞춰 보입니다."
      />
      <AttachmentListField
        name="attachList"
        label="첨부파일"
        removedName="deletedFileSeqs"
        max={adminAttachmentMax}
        tooMany={messages.file.tooMany(adminAttachmentMax)}
        hint="jpg, png, pdf, doc, ppt, hwp, zip 파일을 올릴 수 있습니다."
      />
      <FormRow label="기부금 영수증">
        <CheckboxField name="receiptResidentNumber" label="주민등록번호가 필요한 단체" />
        <FormHint>켜면 기부금 영수증을 신청하는 개인에게 주민등록번호를 받습니다. 암호화해 보관하고 이 단체에 신청을 내보낼 때 지웁니다.</FormHint>
      </FormRow>
    </FormRows>
  );
}

/** Donation groups (spec 002): number, group name (10), explanation (25), created date; the form with thumbnail and attachments. */
export const resource = defineAdminResource({
  key: 'donation-group',
  endpoints: adminDonationGroupEndpoints,
  label: '기부단체',
  rowKey: (row: AdminDonationGroupRow) => row.donationGroupSeq,
  list: {
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'groupName', label: '단체명' },
      { value: 'groupExplain', label: '소개' },
    ],
    columns: [
      { ...numberColumn<AdminDonationGroupRow>('4rem'), priority: 'secondary' },
      { header: '단체명', width: '12rem', opensRow: true, sort: 'name', cell: (row) => <span title={row.groupName}>{truncate(row.groupName, 10)}</span> },
      { header: '소개', priority: 'secondary', cell: (row) => <span title={row.groupExplain ?? ''}>{truncate(row.groupExplain, 25)}</span> },
      { header: '등록일', width: '7rem', align: 'center', sort: 'createdAt', sortFirst: 'desc', cell: (row) => formatDate(row.createDate) },
    ],
    noneSelected: messages.admin.noneSelected.donationGroup,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  form: {
    seqFrom: { query: 'donationGroupSeq' },
    schema: checkedBy<DonationGroupFormValues>((values) => toJson(values), adminDonationGroupSaveSchema),
    fromRecord: (record: AdminDonationGroupDetail): DonationGroupFormValues => ({
      categorySeq: record.categorySeq,
      groupName: record.groupName,
      groupExplain: record.groupExplain ?? '',
      editorHtml: record.editorHtml,
      thumbnail: storedThumbnail(record.thumbnailPath),
      thumbnailRemoved: [],
      attachList: storedItems(record.attachList, 'file'),
      deletedFileSeqs: [],
      receiptResidentNumber: record.receiptResidentNumber,
    }),
    toRequest: (values: DonationGroupFormValues, seq) =>
      multipartRequest('donationGroup', toJson(values, seq), { thumbnail: newFiles(values.thumbnail), attachList: newFiles(values.attachList) }),
    Fields: DonationGroupFields,
  },
});
