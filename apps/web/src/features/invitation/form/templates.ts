// The funeral notice's message templates follow the deceased's name and age
// (and the religion's wording) as they are typed, until the host rewrites the
// text: then it is theirs and stays as they wrote it.
import { fillFuneralTemplate, type FuneralReligion } from '@ongi/shared';

export interface TemplateValues {
  name: string;
  age: string;
  religion: FuneralReligion;
}

export const fillTemplate = (template: string, values: TemplateValues) =>
  fillFuneralTemplate(template, { name: values.name, age: values.age.trim() === '' ? null : values.age.trim(), religion: values.religion });

/** Which template a stored text was filled from (an edit shows it chosen), or null for the host's own words. */
export function templateIndexOf(text: string, templates: readonly string[], values: TemplateValues): number | null {
  if (!text) return null;
  const index = templates.findIndex((template) => fillTemplate(template, values) === text);
  return index < 0 ? null : index;
}

/**
 * The text after the name, age or religion changed: the template filled
 * again while the text is still the template as it was filled before; null
 * when the host has changed the text (leave it alone).
 */
export function followedText(text: string, template: string, before: TemplateValues, after: TemplateValues): string | null {
  if (text !== fillTemplate(template, before)) return null;
  return fillTemplate(template, after);
}
