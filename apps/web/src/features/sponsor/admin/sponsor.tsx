import {
  adminAttachmentMax,
  adminSponsorSaveSchema,
  formatDate,
  formatNumber,
  messages,
  truncate,
  type AdminSponsorDetail,
  type AdminSponsorRow,
} from '@ongi/shared';
import { AmountField } from '@web/shared/admin/amount-field';
import { AttachmentListField } from '@web/shared/admin/attachment-list-field';
import { CategorySelectField } from '@web/shared/admin/category-select-field';
import { checkedBy, multipartRequest, newFiles, storedItems, storedThumbnail, thumbnailRules } from '@web/shared/admin/multipart';
import { defineAdminResource } from '@web/shared/admin/resource';
import { FormRows, RichTextField, SingleImageField, TextAreaField, TextField, type ImageItem } from '@web/shared/ui/form';
import { createdAtColumn, numberColumn, titleContentSearch } from '@web/shared/admin/columns';
import { sponsor as adminSponsorEndpoints } from '@ongi/shared/routes/admin/sponsor';

interface SponsorFormValues extends Record<string, unknown> {
  categorySeq?: number | null;
  startDate?: string;
  endDate?: string;
  sponsorAmount?: number;
  title?: string;
  content?: string;
  editorHtml?: string;
  thumbnail?: ImageItem | null;
  thumbnailRemoved?: number[];
  attachList?: ImageItem[];
  deletedFileSeqs?: number[];
}

/** The JSON part of the save (the files go beside it). */
const toJson = (values: SponsorFormValues, seq?: number) => ({
  sponsorSeq: seq ?? -1,
  categorySeq: values.categorySeq ?? 0,
  startDate: values.startDate ?? '',
  endDate: values.endDate ?? '',
  sponsorAmount: values.sponsorAmount ?? 0,
  title: values.title ?? '',
  content: values.content ?? '',
  editorHtml: values.editorHtml ?? '',
  deletedFileSeqs: values.deletedFileSeqs ?? [],
  removeThumbnail: (values.thumbnailRemoved ?? []).length > 0,
});

function SponsorFields() {
  return (
    <FormRows>
      <CategorySelectField parent="sponsor" />
      <TextField name="startDate" label="시작일" type="date" />
      <TextField name="endDate" label="종료일" type="date" />
      <AmountField name="sponsorAmount" label="후원 금액" />
      <TextField name="title" label="제목" maxLength={200} />
      <TextAreaField name="content" label="내용" rows={3} maxLength={1000} counter />
      <RichTextField name="editorHtml" label="본문" uploadBoard="sponsor" />
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
    </FormRows>
  );
}

/** Sponsor activities (spec 002): number, title (10), content (25), amount, period, created date; the form with thumbnail and attachments. */
export const resource = defineAdminResource({
  key: 'sponsor',
  endpoints: adminSponsorEndpoints,
  label: '후원활동',
  rowKey: (row: AdminSponsorRow) => row.sponsorSeq,
  list: {
    searchTypes: titleContentSearch,
    columns: [
      { ...numberColumn<AdminSponsorRow>('4rem'), priority: 'secondary' },
      { header: '제목', opensRow: true, sort: 'name', cell: (row) => <span title={row.title}>{truncate(row.title, 10)}</span> },
      { header: '내용', priority: 'secondary', cell: (row) => <span title={row.content ?? ''}>{truncate(row.content, 25)}</span> },
      { header: '금액', width: '8rem', align: 'end', sort: 'amount', sortFirst: 'desc', cell: (row) => `${formatNumber(row.sponsorAmount)}원` },
      {
        header: '기간',
        width: '7.5rem',
        align: 'center',
        sort: 'startDate',
        sortFirst: 'desc',
        cell: (row) => `${formatDate(row.startDate)} ~ ${formatDate(row.endDate)}`,
      },
      createdAtColumn(),
    ],
    noneSelected: messages.admin.noneSelected.sponsor,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  form: {
    seqFrom: { query: 'sponsorSeq' },
    schema: checkedBy<SponsorFormValues>((values) => toJson(values), adminSponsorSaveSchema),
    fromRecord: (record: AdminSponsorDetail): SponsorFormValues => ({
      categorySeq: record.categorySeq,
      startDate: record.startDate ?? '',
      endDate: record.endDate ?? '',
      sponsorAmount: record.sponsorAmount,
      title: record.title,
      content: record.content ?? '',
      editorHtml: record.editorHtml,
      thumbnail: storedThumbnail(record.thumbnailPath),
      thumbnailRemoved: [],
      attachList: storedItems(record.attachList, 'file'),
      deletedFileSeqs: [],
    }),
    toRequest: (values: SponsorFormValues, seq) =>
      multipartRequest('sponsor', toJson(values, seq), { thumbnail: newFiles(values.thumbnail), attachList: newFiles(values.attachList) }),
    Fields: SponsorFields,
  },
});
