import type { Lng } from '../contract/constants';

/**
 * A noun's forms after a number, as Intl.PluralRules names them: Russian needs one, few and many
 * ("1 файл", "2 файла", "5 файлов", "1,5 файла" is other); English one and other; Turkmen puts the
 * singular after every number ("7973 faýl"), so `other` alone.
 */
export interface PluralForms {
  one?: string;
  few?: string;
  many?: string;
  other: string;
}

const LOCALES: Record<Lng, string> = { tm: 'tk', ru: 'ru', en: 'en' };
const rules = new Map<Lng, Intl.PluralRules>();

/** The form of `forms` that goes after `count` in `lng`, with {n} filled in. */
export function counted(lng: Lng, count: number, forms: PluralForms): string {
  let rule = rules.get(lng);
  if (!rule) {
    rule = new Intl.PluralRules(LOCALES[lng]);
    rules.set(lng, rule);
  }
  const category = rule.select(count) as keyof PluralForms;
  return (forms[category] ?? forms.other).replace('{n}', String(count));
}
