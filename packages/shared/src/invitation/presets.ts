import { itemAt } from '../lists';

// The wedding and funeral forms' presets and design choices (spec 001
// sections 2 and 9): counts as the spec gives them, wording ours. Plain data
// without zod, so the light guest page can import it.

/** 12 main messages for the wedding card's headline. */
export const weddingMainMessagePresets = [
  '저희 두 사람, 결혼합니다',
  '소중한 분들을 초대합니다',
  '우리 결혼해요',
  '새로운 시작을 함께해 주세요',
  '사랑이 결실을 맺는 날',
  '두 사람이 하나 되는 날',
  '평생을 약속합니다',
  '저희의 첫걸음에 함께해 주세요',
  '결혼식에 초대합니다',
  '같은 곳을 바라보며 걷겠습니다',
  '축복해 주세요',
  '오늘, 우리의 봄날',
] as const;

/** 16 greetings (line breaks as typed; stored as <br>). */
export const weddingGreetingPresets = [
  '서로 다른 길을 걸어온 두 사람이\n이제 같은 길을 함께 걸으려 합니다.\n귀한 걸음으로 축복해 주시면\n더없는 기쁨으로 간직하겠습니다.',
  '저희 두 사람이 사랑의 이름으로\n지켜나갈 수 있도록 앞날을 축복해 주세요.',
  '오랜 기다림 끝에 서로의 반쪽을 찾았습니다.\n두 사람의 새로운 시작에\n따뜻한 마음으로 함께해 주세요.',
  '햇살 좋은 날,\n저희 두 사람이 사랑을 약속합니다.\n오셔서 축복해 주시면 감사하겠습니다.',
  '함께 있을 때 가장 나다운 사람을 만났습니다.\n평생 서로의 편이 되어 주기로 약속하는 자리에\n소중한 분들을 모십니다.',
  '같은 곳을 바라보며\n같은 꿈을 꾸는 두 사람이\n이제 한 길을 걸어가려 합니다.\n축복으로 함께해 주세요.',
  '봄꽃처럼 설레는 마음으로\n저희 결혼 소식을 전합니다.\n부디 오셔서 자리를 빛내 주세요.',
  '작은 인연이 큰 사랑이 되었습니다.\n그 사랑을 약속하는 날,\n귀한 걸음 하시어 축하해 주세요.',
  '서로를 아끼고 존중하며\n예쁘게 살겠습니다.\n저희의 시작을 지켜봐 주세요.',
  '평범한 날들을 특별하게 만들어 준 사람과\n남은 날들을 함께하려 합니다.\n기쁜 날 함께해 주시면 감사하겠습니다.',
  '두 사람이 꿈꾸던 날이 왔습니다.\n언제나 곁에서 응원해 주신 분들께\n저희의 시작을 가장 먼저 알립니다.',
  '가을 하늘처럼 맑은 마음으로\n서로의 손을 잡았습니다.\n오셔서 따뜻하게 축복해 주세요.',
  '사랑하는 가족과 친구들 앞에서\n서로에게 평생의 약속을 하려 합니다.\n그 약속의 증인이 되어 주세요.',
  '믿음과 사랑으로\n새 가정을 이루고자 합니다.\n바쁘시더라도 오셔서 축복해 주시면\n큰 힘이 되겠습니다.',
  '서로의 가장 좋은 친구가 되어\n웃음 가득한 가정을 꾸리겠습니다.\n저희의 앞날을 응원해 주세요.',
  '화환 대신 나눔으로\n축하의 마음을 전해 주시면\n저희의 시작이 더욱 따뜻해집니다.',
] as const;

/** 3 thank-you messages above the gift-money accounts. */
export const weddingThankyouPresets = [
  '참석이 어려우신 분들을 위해 계좌번호를 안내드립니다.\n너그러운 마음으로 양해 부탁드립니다.',
  '축하의 마음을 나눔으로 전해 주셔서 감사합니다.',
  '보내주신 마음, 오래 감사히 간직하겠습니다.',
] as const;

/** The wedding notice preset: choosing it appends it to the notice text on a new line. */
export const weddingNoticePresets = ['화환은 정중히 사양합니다. 축하의 마음은 디지털 기부화환으로 전해 주세요.'] as const;

/** Religions a funeral notice is worded for (Korean 부고 services offer these four). */
export const funeralReligions = ['general', 'christian', 'catholic', 'buddhist'] as const;
export type FuneralReligion = (typeof funeralReligions)[number];

export interface ReligionWording {
  label: string;
  /** The verb of death: 별세 / 소천 / 선종 / 왕생. */
  death: string;
  /** The heading line of the notice. */
  heading: string;
  /** Before the deceased's name. */
  honorific: string;
}

export const religionWordings: Record<FuneralReligion, ReligionWording> = {
  general: { label: '일반', death: '별세', heading: '삼가 고인의 명복을 빕니다', honorific: '故' },
  christian: { label: '기독교', death: '소천', heading: '하나님의 위로와 평강이 함께하시기를 기도합니다', honorific: '故' },
  catholic: { label: '천주교', death: '선종', heading: '주님 품 안에서 영원한 안식을 누리시기를 기도합니다', honorific: '故' },
  buddhist: { label: '불교', death: '왕생', heading: '극락왕생을 기원합니다', honorific: '故' },
};

/**
 * Funeral main-message templates: {name} and {age} follow the deceased's name
 * and age as they are typed, {death} the religion's word.
 */
export const funeralMainMessageTemplates = [
  '{honorific} {name}님께서 향년 {age}세로 {death}하셨기에 삼가 알려드립니다.',
  '{name}님께서 {age}세를 일기로 {death}하셨습니다.',
  '사랑하는 {name}님께서 {age}세의 일기로 영면에 드셨음을 알려드립니다.',
] as const;

/** Funeral greeting templates (line breaks as typed), with the same placeholders. */
export const funeralGreetingTemplates = [
  '그동안 {name}님께 베풀어 주신 은혜에 깊이 감사드리며\n삼가 부고를 전해 드립니다.\n직접 찾아뵙고 알려 드려야 하나 경황이 없어\n글로 대신함을 너그러이 양해해 주시기 바랍니다.',
  '{name}님께서 {age}세를 일기로 {death}하셨습니다.\n생전에 보내주신 사랑과 관심에 감사드리며\n고인의 마지막 길을 함께해 주시기 바랍니다.',
  '평생 가족을 위해 헌신하신 {name}님께서\n편안히 영면에 드셨습니다.\n따뜻한 위로로 유족에게 힘이 되어 주세요.',
] as const;

export const funeralThankyouPresets = ['보내주신 위로와 조의에 깊이 감사드립니다.'] as const;
export const funeralNoticePresets = ['조화는 정중히 사양합니다. 조의는 디지털 근조 기부화환으로 전해 주세요.'] as const;

/**
 * A funeral template with the deceased's name, age and the religion's words
 * filled in; an empty name or age leaves a readable blank (○○).
 */
export function fillFuneralTemplate(template: string, values: { name: string; age: string | number | null; religion: FuneralReligion }): string {
  const wording = religionWordings[values.religion];
  const age = values.age === null || values.age === '' ? '○○' : String(values.age);
  // Functions, not replacement strings: a name typed with '$&' stays '$&' (see replaceLiterally).
  const name = values.name.trim() || '○○○';
  return template
    .replaceAll('{name}', () => name)
    .replaceAll('{age}', () => age)
    .replaceAll('{death}', () => wording.death)
    .replaceAll('{honorific}', () => wording.honorific);
}

/** The wedding card's four layouts (mainDesign 1..4). */
export const weddingDesigns = [
  { value: 1, name: '포토 커버', description: '첫 화면을 가득 채우는 대표 사진' },
  { value: 2, name: '액자', description: '여백 속 액자에 담은 사진과 이름' },
  { value: 3, name: '편지', description: '편지지처럼 차분한 글 중심' },
  { value: 4, name: '모던', description: '큰 날짜와 선명한 타이포그래피' },
] as const;

/** The funeral notice's four layouts (mainDesign 1..4). */
export const funeralDesigns = [
  { value: 1, name: '국화', description: '흰 국화와 단정한 글' },
  { value: 2, name: '영정', description: '고인의 사진을 가운데에' },
  { value: 3, name: '먹빛', description: '짙은 바탕의 차분한 부고' },
  { value: 4, name: '안내문', description: '조의금 계좌까지 한 장에' },
] as const;

/**
 * Edit styles: 4 styles with 3 colours each ('{styleIndex}_{colorN}', e.g.
 * '0_color01'). Choosing a style selects its first colour.
 */
export const editStyles = [
  { name: '클래식', font: 'serif', colors: ['#9a6b4f', '#7c8a6e', '#5e6f8c'] },
  { name: '로맨틱', font: 'serif', colors: ['#c46f7e', '#b0839b', '#d08a5e'] },
  { name: '내추럴', font: 'sans', colors: ['#6f8a5b', '#8a7a5b', '#5b7f8a'] },
  { name: '모던', font: 'sans', colors: ['#2f3542', '#5a4a78', '#1f6f78'] },
] as const;

export const editStyleColorKeys = ['color01', 'color02', 'color03'] as const;
export type EditStyleColorKey = (typeof editStyleColorKeys)[number];

/** '2_color03' → { style: 2, color: 2 } (indexes); unknown values fall back to the first style and colour. */
export function parseEditStyle(value: string | null | undefined): { style: number; color: number; accent: string; font: 'serif' | 'sans' } {
  const [, styleDigit = '0', colorDigit = '1'] = /^([0-3])_color0([1-3])$/.exec(value ?? '') ?? [];
  const style = Number(styleDigit);
  const color = Number(colorDigit) - 1;
  const edit = itemAt(editStyles, style, 'the edit style');
  return { style, color, accent: itemAt(edit.colors, color, 'the edit style colour'), font: edit.font };
}

export function editStyleValue(style: number, color = 0): string {
  return `${style}_${editStyleColorKeys[color]}`;
}

/** The kiosk screen's four styles (kioskStyle 1..4). */
export const kioskStyles = [
  { value: 1, name: '갤러리' },
  { value: 2, name: '슬라이드' },
  { value: 3, name: '이름 강조' },
  { value: 4, name: '세로 흐름' },
] as const;

/** Gallery photos per invitation; the counter reads 'n / 12'. */
export const galleryMax = 12;
/** Each photo at most this many bytes (a phone camera's photo fits). */
export const invitationPhotoMaxBytes = 15 * 1024 * 1024;
/** All photos of one save together (invitation.photosTooLarge): thirteen phone photos of about 6 MB, not a disk filler. */
export const invitationPhotosMaxBytesPerSave = 80 * 1024 * 1024;
/** All photos one invitation keeps, as stored, across its edits (invitation.orderPhotosTooLarge). */
export const invitationPhotosMaxBytesPerOrder = 120 * 1024 * 1024;

const yearsFrom = (first: number, count: number, include?: number) => {
  const years = Array.from({ length: count }, (_, i) => first + i);
  // An edited invitation keeps its own year selectable even when it lies outside the range.
  return include !== undefined && !years.includes(include) ? [include, ...years].sort((a, b) => a - b) : years;
};

/** Wedding year options: 5 from this year on create, 10 on edit (plus the invitation's own year). */
export function weddingYearOptions(currentYear: number, mode: 'create' | 'edit', include?: number): number[] {
  return yearsFrom(currentYear, mode === 'create' ? 5 : 10, include);
}

/** Funeral (발인) year options: this year and the next 9 (plus the notice's own year on edit). */
export function funeralYearOptions(currentYear: number, include?: number): number[] {
  return yearsFrom(currentYear, 10, include);
}

/** The date of death lies in the past: last year and this year (a death on 31 December, a funeral in January). */
export function deathYearOptions(currentYear: number, include?: number): number[] {
  return yearsFrom(currentYear - 1, 2, include);
}

/** The funeral form offers at most this many of the funeral home's campaigns. */
export const funeralCampaignLimit = 7;
