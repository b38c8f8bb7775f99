/**
 * Texts of the catalogue import (docs/catalogue.md, Limits): a file the shop cannot hold is refused
 * before it is parsed, and a bad file's problems are reported up to a number.
 */
export const CATALOGUE_MESSAGES = {
  importTooLarge: {
    tm: 'Katalog faýly gaty uly: iň köp {limit} MB bolup biler. Ony birnäçe faýla bölüp, yzly-yzyna ýükläň',
    ru: 'Файл каталога слишком большой: допускается не больше {limit} МБ. Разделите его на несколько файлов и загрузите их по очереди',
    en: 'The catalogue file is too large: at most {limit} MB. Split it into several files and import them in turn',
  },
  importListTooLong: {
    tm: 'Katalog faýlynyň bir sanawynda {limit}-den köp ýazgy bar. Faýly birnäçe bölege bölüň',
    ru: 'В одном из списков файла каталога больше {limit} записей. Разделите файл на несколько частей',
    en: 'A list in the catalogue file has more than {limit} entries. Split the file into several parts',
  },
  importRecordTooWide: {
    tm: 'Katalog faýlynyň bir ýazgysynda {limit}-den köp meýdan bar',
    ru: 'В одной из записей файла каталога больше {limit} полей',
    en: 'A record in the catalogue file has more than {limit} fields',
  },
  importTooManyValues: {
    tm: 'Katalog faýlynda jemi {limit}-den köp baha bar. Faýly birnäçe bölege bölüň',
    ru: 'В файле каталога всего больше {limit} значений. Разделите файл на несколько частей',
    en: 'The catalogue file holds more than {limit} values in all. Split the file into several parts',
  },
  importTextTooLong: {
    tm: 'Katalog faýlynyň bir teksti {limit} nyşandan uzyn',
    ru: 'Один из текстов файла каталога длиннее {limit} символов',
    en: 'A text in the catalogue file is longer than {limit} characters',
  },
  importTooDeep: {
    tm: 'Katalog faýlynda içki gatlaklar gaty köp: faýlyň görnüşinde iň köp {limit} bolup biler',
    ru: 'Слишком глубокая вложенность в файле каталога: в его формате не больше {limit} уровней',
    en: 'The catalogue file is nested too deeply: its format has at most {limit} levels',
  },
  // {problems}: the number with its noun (catalogue/problem-texts.ts, importProblemsMessage)
  importProblems: {
    tm: '{problems} tapyldy; hiç zat ýüklenmedi',
    ru: 'Найдено: {problems}; ничего не загружено',
    en: '{problems} found; nothing was imported',
  },
  importProblemsCapped: {
    tm: 'Ilkinji {problems} tapyldy; barlag şol ýerde togtadyldy we faýlyň galany barlanmady; hiç zat ýüklenmedi',
    ru: 'Найдены первые {problems}; проверка на этом остановлена, остальная часть файла не проверялась; ничего не загружено',
    en: 'The first {problems} were found; checking stopped there and the rest of the file was not checked; nothing was imported',
  },
};
