import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminAttachmentMax,
  adminCampaignSaveSchema,
  campaignAdminMessages,
  campaignDisplayLabels,
  formatEndDate,
  formatNumber,
  isWreathCampaign,
  messages,
  partnerKindLabels,
  type AdminCampaignDetail,
  type AdminCampaignRow,
  type AdminCategoryTreeNode,
  type PartnerKind,
} from '@ongi/shared';
import { AmountField } from '@web/shared/admin/amount-field';
import { CategorySelectField } from '@web/shared/admin/category-select-field';
import { checkedBy, multipartRequest, newFiles, storedItems } from '@web/shared/admin/multipart';
import { createdAtColumn } from '@web/shared/admin/columns';
import { defineAdminResource, type AdminFormFieldsProps } from '@web/shared/admin/resource';
import { call } from '@web/shared/lib/api';
import {
  CascadingSelectField,
  FormRows,
  ImageListField,
  RadioGroupField,
  RichTextField,
  SelectField,
  TextAreaField,
  TextField,
  type ImageItem,
} from '@web/shared/ui/form';
import { campaign as adminCampaignEndpoints } from '@ongi/shared/routes/admin/campaign';

interface CampaignFormValues extends Record<string, unknown> {
  /** The campaign being edited: the built-in wreaths may stay without a partner. */
  campaignSeq?: number;
  categorySeq?: number | null;
  campaignName?: string;
  campaignAmount?: number;
  /** The donated share as typed (%): empty is the default half. */
  donatedPercentShown?: string;
  partnerCompany?: string;
  partnerManager?: string;
  type?: string;
  campaignType?: string;
  endDate?: string;
  description?: string;
  content?: string;
  /** As shown: 1 is first (stored 0); empty until decided (a draft only). */
  sortOrderShown?: string;
  /** 'N': a draft (비공개), kept off every public page and payment. */
  displayYn?: 'Y' | 'N';
  categoryCampaignTopSeq?: number | null;
  categoryCampaignSeq?: number | null;
  categoryDonationTopSeq?: number | null;
  categoryDonationSeq?: number | null;
  partnerSeq?: number | null;
  thumbnails?: ImageItem[];
  deletedFileSeqs?: number[];
}

const campaignTypeOptions = [
  { value: 'WEDDING', label: '청첩장 (축하 기부화환)' },
  { value: 'FUNERAL', label: '부고장 (근조 기부화환)' },
];

/**
 * The shown order as stored: 1-based on screen, 0-based stored; empty is not decided yet (a draft may be so).
 * Anything but digits ('2.5', '-1', 'abc') is NaN, which the schema refuses with the one 노출 순서 sentence.
 */
const storedOrder = (shown: string | undefined) => {
  const text = shown?.trim() ?? '';
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) - 1 : Number.NaN;
};

/** The donated share as sent: empty is the default; anything but digits is NaN, which the schema refuses with its sentence. */
const percentOf = (shown: string | undefined) => {
  const text = shown?.trim() ?? '';
  if (text === '') return '';
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

const displayOptions = (['Y', 'N'] as const).map((value) => ({ value, label: campaignDisplayLabels[value] }));

/** The JSON part of the save; a campaign sits in the second level chosen, or the top level when it has none. */
const toJson = (values: CampaignFormValues, seq?: number) => ({
  campaignSeq: seq ?? values.campaignSeq ?? -1,
  categorySeq: values.categorySeq ?? null,
  campaignName: values.campaignName ?? '',
  campaignAmount: values.campaignAmount ?? 0,
  donatedPercent: percentOf(values.donatedPercentShown),
  partnerCompany: values.partnerCompany ?? '',
  partnerManager: values.partnerManager ?? '',
  type: values.type ?? '',
  campaignType: values.campaignType ?? '',
  endDate: values.endDate ?? '',
  description: values.description ?? '',
  content: values.content ?? '',
  sortOrder: storedOrder(values.sortOrderShown),
  displayYn: values.displayYn ?? 'Y',
  categoryCampaignSeq: values.categoryCampaignSeq ?? values.categoryCampaignTopSeq ?? 0,
  categoryDonationSeq: values.categoryDonationSeq ?? values.categoryDonationTopSeq ?? 0,
  partnerSeq: values.partnerSeq ?? 0,
  deletedFileSeqs: values.deletedFileSeqs ?? [],
});

const campaignOptions = queryOptions({
  queryKey: ['admin', 'campaign', 'options'] as const,
  queryFn: ({ signal }) => call(adminCampaignEndpoints.options, {}, { signal }),
});

const labelOf = (node: { name: string; isActive: boolean }) => (node.isActive ? node.name : `${node.name} (비활성)`);
const topOptions = (tree: readonly AdminCategoryTreeNode[]) => tree.map((node) => ({ value: node.seq, label: labelOf(node) }));
const childOptionsOf = (tree: readonly AdminCategoryTreeNode[]) => (top: number) =>
  (tree.find((node) => node.seq === top)?.children ?? []).map((child) => ({ value: child.seq, label: labelOf(child) }));

function CampaignFields({ record }: AdminFormFieldsProps<AdminCampaignDetail>) {
  const builtInWreath = isWreathCampaign(record?.campaignSeq);
  const options = useQuery(campaignOptions);
  const campaignTree = options.data?.campaignCategories ?? [];
  const donationTree = options.data?.donationCategories ?? [];
  const partners = options.data?.partners ?? [];
  const loading = options.isPending ? '불러오는 중입니다' : undefined;
  return (
    <FormRows>
      <CategorySelectField parent="campaign" />
      <TextField name="campaignName" label="캠페인명" maxLength={100} />
      <AmountField name="campaignAmount" label="금액" />
      <TextField
        name="donatedPercentShown"
        label="기부처 전달 비율(%)"
        wholeNumber
        width="narrow"
        maxLength={3}
        hint="결제 금액 중 기부처에 전달하는 몫입니다. 비워 두면 50%이고, 나머지는 결제 수수료와 운영비입니다."
      />
      <TextField name="partnerCompany" label="제휴사" maxLength={100} />
      <TextField name="partnerManager" label="제휴 담당자" maxLength={50} />
      <TextField name="type" label="유형" maxLength={50} hint="예: 축하화환, 근조화환" />
      <SelectField
        name="campaignType"
        label="초대장 연결"
        options={campaignTypeOptions}
        placeholder="연결 안 함 (캠페인 목록에만)"
        hint="고른 초대장(청첩장·부고장)을 만들 때 이 캠페인을 고를 수 있습니다."
      />
      <TextField name="endDate" label="종료일" type="date" hint="비워 두면 상시 후원입니다." />
      <TextAreaField name="description" label="설명" rows={3} maxLength={1000} counter />
      <RichTextField name="content" label="내용" uploadBoard="campaign" />
      <TextField name="sortOrderShown" label="노출 순서" wholeNumber maxLength={7} width="narrow" hint="1이 가장 먼저 보입니다." />
      <RadioGroupField
        name="displayYn"
        label="공개 여부"
        options={displayOptions}
        hint="공개하려면 금액(1원 이상)과 노출 순서가 필요합니다. 아직 정하지 않았다면 비공개로 저장해 두세요. 비공개 캠페인은 공개 화면과 결제에 나오지 않습니다."
      />
      <ImageListField
        name="thumbnails"
        label="썸네일 이미지"
        noun="썸네일"
        max={adminAttachmentMax}
        removedName="deletedFileSeqs"
        rules={{ messages: { tooMany: campaignAdminMessages.tooManyThumbnails, type: messages.file.imageOnly } }}
        hint="첫 번째 이미지가 대표 이미지입니다. 이미지 파일만 올릴 수 있습니다."
      />
      <CascadingSelectField
        parent={{ name: 'categoryCampaignTopSeq', label: '캠페인 카테고리', placeholder: loading ?? '대분류를 선택하세요', options: topOptions(campaignTree) }}
        child={{ name: 'categoryCampaignSeq', label: '캠페인 세부 카테고리', placeholder: '소분류를 선택하세요' }}
        childOptions={childOptionsOf(campaignTree)}
      />
      <CascadingSelectField
        parent={{ name: 'categoryDonationTopSeq', label: '기부처', placeholder: loading ?? '대분류를 선택하세요', options: topOptions(donationTree) }}
        child={{ name: 'categoryDonationSeq', label: '세부 기부처', placeholder: '소분류를 선택하세요' }}
        childOptions={childOptionsOf(donationTree)}
      />
      <SelectField
        name="partnerSeq"
        label="제휴기관"
        valueAs="number"
        placeholder={loading ?? (builtInWreath ? '모든 식장 (제휴기관 없음)' : '제휴기관을 선택하세요')}
        options={partners.map((partner) => ({
          value: partner.partnerSeq,
          label: `${partner.name} (${partnerKindLabels[partner.type as PartnerKind] ?? partner.type})${partner.ended ? ' (종료)' : ''}`,
        }))}
        hint={options.isError ? '선택 목록을 불러오지 못했습니다. 새로 고쳐 주세요.' : builtInWreath ? campaignAdminMessages.wreathPartnerNote : undefined}
      />
    </FormRows>
  );
}

/** Campaigns (spec 002): order, category, name, period, amount, created date; every field, thumbnails and the three selectors. */
export const resource = defineAdminResource({
  key: 'campaign',
  endpoints: adminCampaignEndpoints,
  label: '캠페인',
  rowKey: (row: AdminCampaignRow) => row.campaignSeq,
  list: {
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'campaignName', label: '캠페인명' },
      { value: 'partnerCompany', label: '제휴사' },
    ],
    columns: [
      {
        header: '순서',
        width: '4rem',
        align: 'center',
        sort: 'order',
        priority: 'secondary',
        cell: (row) => (row.sortOrder === null ? '-' : row.sortOrder + 1),
      },
      { header: '카테고리', width: '7rem', priority: 'secondary', cell: (row) => row.categoryName ?? '카테고리 없음' },
      { header: '캠페인명', opensRow: true, sort: 'name', cell: (row) => row.campaignName },
      { header: '기간', width: '6rem', align: 'center', sort: 'endDate', sortFirst: 'desc', priority: 'secondary', cell: (row) => formatEndDate(row.endDate) },
      { header: '금액', width: '7rem', align: 'end', sort: 'amount', sortFirst: 'desc', cell: (row) => `${formatNumber(row.campaignAmount)}원` },
      { header: '공개', width: '5rem', align: 'center', sort: 'status', cell: (row) => (row.displayYn === 'Y' ? '공개' : '비공개') },
      createdAtColumn(),
    ],
    noneSelected: messages.admin.noneSelected.campaign,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  end: {
    listEnded: (row: AdminCampaignRow) => row.endedAt !== null,
    recordEnded: (record: AdminCampaignDetail) => record.endedAt !== null,
    endConfirm: campaignAdminMessages.endConfirm,
    reopenConfirm: campaignAdminMessages.reopenConfirm,
    endedNote: campaignAdminMessages.endedNote,
  },
  form: {
    seqFrom: { query: 'campaignSeq' },
    schema: checkedBy<CampaignFormValues>((values) => toJson(values), adminCampaignSaveSchema),
    fromRecord: (record: AdminCampaignDetail): CampaignFormValues => ({
      campaignSeq: record.campaignSeq,
      categorySeq: record.categorySeq,
      campaignName: record.campaignName,
      campaignAmount: record.campaignAmount,
      donatedPercentShown: String(record.donatedPercent),
      partnerCompany: record.partnerCompany ?? '',
      partnerManager: record.partnerManager ?? '',
      type: record.type ?? '',
      campaignType: record.campaignType ?? '',
      endDate: record.endDate ?? '',
      description: record.description ?? '',
      content: record.content,
      sortOrderShown: record.sortOrder === null ? '' : String(record.sortOrder + 1),
      displayYn: record.displayYn,
      categoryCampaignTopSeq: record.categoryCampaignTopSeq,
      categoryCampaignSeq: record.categoryCampaignSeq === record.categoryCampaignTopSeq ? null : record.categoryCampaignSeq,
      categoryDonationTopSeq: record.categoryDonationTopSeq,
      categoryDonationSeq: record.categoryDonationSeq === record.categoryDonationTopSeq ? null : record.categoryDonationSeq,
      partnerSeq: record.partnerSeq,
      thumbnails: storedItems(record.attachList, 'image'),
      deletedFileSeqs: [],
    }),
    createDefaults: { displayYn: 'Y' },
    toRequest: (values: CampaignFormValues, seq) => multipartRequest('campaign', toJson(values, seq), { thumbnails: newFiles(values.thumbnails) }),
    Fields: CampaignFields,
    focus: {
      categoryCampaignSeq: 'categoryCampaignTopSeq',
      categoryDonationSeq: 'categoryDonationTopSeq',
      sortOrder: 'sortOrderShown',
      donatedPercent: 'donatedPercentShown',
    },
  },
});
