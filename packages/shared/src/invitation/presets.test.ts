import { describe, expect, it } from 'vitest';
import { fillFuneralTemplate } from './presets';

describe('fillFuneralTemplate', () => {
  it('fills the name, age and religion wording in', () => {
    expect(fillFuneralTemplate('{name}님께서 {age}세를 일기로 {death}하셨습니다.', { name: ' 정영수 ', age: 82, religion: 'general' })).toMatch(
      /^정영수님께서 82세를 일기로 \S+하셨습니다\.$/,
    );
    expect(fillFuneralTemplate('{name}님 {age}세', { name: '', age: null, religion: 'general' })).toBe('○○○님 ○○세');
  });

  it.each(['$&', '$`', "$'", '$1', '$<name>', '$$'])('keeps %s in a typed name as typed', (pattern) => {
    expect(fillFuneralTemplate('故 {name}님 ({age}세)', { name: `정${pattern}수`, age: `8${pattern}`, religion: 'general' })).toBe(
      `故 정${pattern}수님 (8${pattern}세)`,
    );
  });
});
