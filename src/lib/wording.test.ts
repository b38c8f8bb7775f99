/**
 * One term per idea across the whole shop, so a shopper never wonders whether two words mean two
 * things, in all three languages: the
 * storefront's and the staff app's texts (locales/*.json) and the API's (server/src/lib/messages*.ts).
 * Each rule names the
 * wording the shop uses and the variants it must not, so a new text cannot bring one back.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const filesIn = (dir: string, test: (name: string) => boolean) =>
  readdirSync(join(root, dir))
    .filter(test)
    .map((name) => `${dir}/${name}`);

const SOURCES = [
  ...['tm', 'ru', 'en'].map((lng) => `locales/${lng}.json`),
  ...filesIn('server/src/lib', (name) => /^messages.*\.ts$/.test(name)),
];

/** [the shop's wording, the variants it replaces] */
const RULES: [string, RegExp][] = [
  // TM: "continue the shopping" takes the accusative
  ['Söwdany dowam et', /Söwda dowam et/],
  ['Tölenmeli', /Tölemeli/],
  ['(tassyklama) kodyny, kodyna', /\bkodun[ya]\b/],
  ['meýdan', /meýdança/],
  ['Internet birikmesi ýok', /internetden daşarda/i],
  ['Bir zat ýalňyş boldy!', /Näsazlyk ýüze çykdy/],
  ['Haýyşlar gaty köp', /Haýyşlar örän köp/],
  ['Sahypany täzeden ýükläň', /täzeden ýükläp görüň/],
  ['hökmany däl', /hökman däl/],
  ['habarnama (the back-in-stock alerts)', /[Hh]abarlaşma(?!k)/],
  // RU: one action, one wording; the strength agrees with «надёжность» (feminine)
  ['Продолжить покупки', /Вернуться к покупкам/],
  ['Надёжность пароля: низкая / средняя / высокая', /"(слабый|средний|надёжный)"/],
  ['электронной почты', /эл\. почт/i],
  ['Удалить из избранного', /Убрать из избранного/],
  ['Введите правильный код подтверждения', /корректный код/],
  ['добавьте их в корзину снова', /в корзину заново/],
  // EN
  ['Continue shopping', /Back to shopping/],
];

describe('the shop’s wording', () => {
  it.each(RULES)('says “%s” everywhere', (_wording, variant) => {
    const found = SOURCES.flatMap((path) =>
      read(path)
        .split('\n')
        .map((line, index) => ({ where: `${path}:${index + 1}`, line: line.trim() }))
        .filter(({ line }) => variant.test(line)),
    );
    expect(found).toEqual([]);
  });

  it('asks for one field under that field, not for all of them', () => {
    const en = JSON.parse(read('locales/en.json')) as Record<string, string>;
    const fieldMessages = Object.entries(en).filter(([id]) => id.startsWith('profile.form.'));
    expect(fieldMessages.filter(([, text]) => text === 'Fill in all fields')).toEqual([]);
    expect(en['profile.form.required']).toBe('Fill in this field');
  });
});
