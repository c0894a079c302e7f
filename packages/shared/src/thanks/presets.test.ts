import { describe, expect, it } from 'vitest';
import { funeralReligions, religionWordings } from '../invitation/presets';
import { thanksRequestSchema } from './schemas';
import { funeralThanksTemplates, thanksHeading, thanksPresets, thanksTextMax, thanksTitleMax, weddingThanksTemplates } from './presets';

describe('thanksPresets', () => {
  it("fills the couple's names into every 감사 인사", () => {
    const presets = thanksPresets({ invitationType: 'W', groomName: '김도윤', brideName: '이서연' });
    expect(presets).toHaveLength(weddingThanksTemplates.length);
    for (const text of presets) {
      expect(text).toContain('김도윤 · 이서연');
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it.each(funeralReligions)("words each 감사장 of a %s notice with that religion's words", (religion) => {
    const presets = thanksPresets({ invitationType: 'F', deceasedName: '박순자', religion, mainMournerName: '박지훈' });
    expect(presets).toHaveLength(funeralThanksTemplates[religion].length);
    expect(presets[0]).toContain(`${religionWordings[religion].honorific} 박순자님의 ${religionWordings[religion].death}`);
    for (const text of presets) {
      expect(text).toContain('박지훈');
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('leaves a readable blank for a name not typed, and keeps $ patterns in names as typed', () => {
    expect(thanksPresets({ invitationType: 'W', groomName: ' ', brideName: '$&' })[0]).toContain('○○○ · $&');
    expect(thanksPresets({ invitationType: 'F', deceasedName: '', religion: 'general', mainMournerName: '' })[0]).toContain('故 ○○○님');
  });

  it('fits every preset in the text limit', () => {
    const all = [
      ...thanksPresets({ invitationType: 'W', groomName: '김도윤', brideName: '이서연' }),
      ...funeralReligions.flatMap((religion) => thanksPresets({ invitationType: 'F', deceasedName: '박순자', religion, mainMournerName: '박지훈' })),
    ];
    for (const text of all) expect(thanksRequestSchema.safeParse({ title: '감사합니다', text }).success).toBe(true);
    expect(Math.max(...all.map((text) => text.length))).toBeLessThan(thanksTextMax);
  });
});

describe('thanksHeading', () => {
  it('names the couple, or the deceased with the honorific', () => {
    expect(thanksHeading({ invitationType: 'W', groomName: '김도윤', brideName: '이서연' })).toBe('김도윤 ♥ 이서연');
    expect(thanksHeading({ invitationType: 'F', deceasedName: '박순자', religion: 'catholic', mainMournerName: '박지훈' })).toBe('故 박순자 님');
  });
});

describe('thanksRequestSchema', () => {
  it('trims, defaults to no photo and unpublished, and holds the title limit', () => {
    expect(thanksRequestSchema.parse({ title: ' 감사 ', text: ' 고맙습니다 ' })).toEqual({
      title: '감사',
      text: '고맙습니다',
      photoPath: null,
      published: false,
    });
    expect(thanksRequestSchema.safeParse({ title: '가'.repeat(thanksTitleMax + 1), text: '고맙습니다' }).success).toBe(false);
  });
});
