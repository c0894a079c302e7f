import { fillFuneralTemplate, religionWordings, type FuneralReligion } from '../invitation/presets';

// The thank-you page's preset texts (issue 27, part 2): 감사 인사 after a
// wedding, 감사장 after a funeral in the same 종교 wording the notice uses
// (invitation/presets.ts). The host starts from one and edits it. Plain data
// without zod, so the light thank-you page can import it.

/** What the page is called for each kind, as Korean families call it. */
export const thanksKindNames = { W: '감사 인사', F: '감사장' } as const;

/** The title, one line. */
export const thanksTitleMax = 40;
/** The text: a letter of a few short paragraphs. */
export const thanksTextMax = 1000;

/** Who the page speaks for: the couple, or the deceased and the chief mourner, with the notice's religion. */
export type ThanksNames =
  | { invitationType: 'W'; groomName: string; brideName: string }
  | { invitationType: 'F'; deceasedName: string; religion: FuneralReligion; mainMournerName: string };

/** 감사 인사 for a wedding; {groom} and {bride} become the couple's names. */
export const weddingThanksTemplates = [
  '저희 두 사람의 결혼을 축하해 주신 모든 분께 진심으로 감사드립니다.\n보내주신 따뜻한 마음과 기부화환은\n도움이 필요한 곳에 소중히 전해졌습니다.\n늘 서로 아끼며 예쁘게 살겠습니다.\n\n{groom} · {bride} 올림',
  '바쁘신 중에도 귀한 걸음으로 축복해 주셔서 감사합니다.\n함께해 주신 덕분에 더없이 행복한 하루였습니다.\n받은 사랑 잊지 않고 나누며 살겠습니다.\n\n{groom} · {bride} 드림',
  '멀리서도 마음을 보내 주신 덕분에\n저희의 시작이 더욱 따뜻해졌습니다.\n화환 대신 전해 주신 나눔이 누군가에게 큰 힘이 되었습니다.\n감사한 마음 오래 간직하겠습니다.\n\n{groom} · {bride} 올림',
  '축하해 주셔서 고맙습니다.\n보내주신 마음 덕분에 행복하게 새 출발을 했습니다.\n앞으로도 따뜻한 관심으로 지켜봐 주세요.\n\n{groom} · {bride}',
] as const;

/**
 * 감사장 for a funeral, per religion: {honorific}, {name} and {death} as in the
 * notice's own templates, {mourner} the chief mourner.
 */
export const funeralThanksTemplates: Record<FuneralReligion, readonly string[]> = {
  general: [
    '{honorific} {name}님의 {death}에 보내주신 깊은 위로와 조의에 진심으로 감사드립니다.\n황망한 중에 일일이 찾아뵙고 인사드리지 못하여\n글로 대신 감사의 인사를 올리오니 너그러이 양해해 주시기 바랍니다.\n\n상주 {mourner} 올림',
    '바쁘신 중에도 {honorific} {name}님의 마지막 길을 함께해 주셔서 감사합니다.\n보내주신 근조 기부화환은 고인의 뜻을 기려 도움이 필요한 곳에 전해졌습니다.\n베풀어 주신 은혜 잊지 않겠습니다.\n\n상주 {mourner} 올림',
  ],
  christian: [
    '{honorific} {name}님의 {death}에 함께 슬퍼하며 위로해 주신 모든 분께 감사드립니다.\n고인은 하나님의 품 안에서 영원한 안식을 얻었습니다.\n베풀어 주신 사랑과 기도에 주님의 은혜가 함께하시기를 기도합니다.\n\n유족 대표 {mourner} 올림',
    '보내주신 위로와 기도 덕분에 큰 힘을 얻었습니다.\n부활의 소망 안에서 {honorific} {name}님을 하나님께 보내 드렸습니다.\n감사한 마음을 글로 대신 전합니다.\n\n유족 대표 {mourner} 올림',
  ],
  catholic: [
    '{honorific} {name}님의 {death}에 기도와 위로를 보내 주신 모든 분께 깊이 감사드립니다.\n고인이 주님 품 안에서 영원한 안식을 누리도록\n앞으로도 기억하며 기도해 주시기 바랍니다.\n\n유족 대표 {mourner} 올림',
    '주님의 평화가 함께하시기를 빕니다.\n{honorific} {name}님의 장례 미사와 장례에 함께해 주신 정성에 감사드립니다.\n베풀어 주신 사랑을 오래 기억하겠습니다.\n\n유족 대표 {mourner} 올림',
  ],
  buddhist: [
    '{honorific} {name}님의 {death}길에 함께해 주시고 따뜻한 위로를 보내 주셔서 깊이 감사드립니다.\n보내주신 정성으로 고인께서 극락왕생하시리라 믿습니다.\n\n상주 {mourner} 합장',
    '바쁘신 중에도 조문해 주시고 {honorific} {name}님의 극락왕생을 함께 빌어 주셔서 감사합니다.\n베풀어 주신 자비로운 마음 잊지 않겠습니다.\n\n상주 {mourner} 합장',
  ],
};

/** The preset texts for this invitation, names filled in (an empty name leaves a readable blank). */
export function thanksPresets(names: ThanksNames): string[] {
  if (names.invitationType === 'W') {
    const groom = names.groomName.trim() || '○○○';
    const bride = names.brideName.trim() || '○○○';
    return weddingThanksTemplates.map((template) => template.replaceAll('{groom}', () => groom).replaceAll('{bride}', () => bride));
  }
  const mourner = names.mainMournerName.trim() || '○○○';
  return funeralThanksTemplates[names.religion].map((template) =>
    fillFuneralTemplate(template, { name: names.deceasedName, age: null, religion: names.religion }).replaceAll('{mourner}', () => mourner),
  );
}

/** The title a new page starts with. */
export function defaultThanksTitle(names: ThanksNames): string {
  return names.invitationType === 'W' ? '감사 인사드립니다' : '감사의 말씀을 올립니다';
}

/** Whose page it is, as a heading and the link preview say it: '김도윤 ♥ 이서연', '故 김영호 님'. */
export function thanksHeading(names: ThanksNames): string {
  if (names.invitationType === 'W') return `${names.groomName} ♥ ${names.brideName}`;
  return `${religionWordings[names.religion].honorific} ${names.deceasedName} 님`;
}
