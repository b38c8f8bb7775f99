/* global document, window -- a browser script (the small pages); the linter reads server/ as Node */
// What the small pages (the editors' /admin, the operators' /operator) share, loaded before each
// page's own script: the page's language (?lng=, else the last one chosen on this page, else TM)
// with a text function, and `el` to build elements. Every text is put in the page as text.
'use strict';

window.smallPage = {
  /** The page's language and its texts: `storageKey` remembers the choice per page. */
  language(storageKey, texts) {
    const languages = ['tm', 'ru', 'en'];
    const htmlLang = { tm: 'tk', ru: 'ru', en: 'en' };
    const chosen = new URLSearchParams(window.location.search).get('lng')?.toLowerCase();
    const stored = localStorage.getItem(storageKey);
    const lng = languages.includes(chosen) ? chosen : languages.includes(stored) ? stored : 'tm';
    localStorage.setItem(storageKey, lng);
    document.documentElement.lang = htmlLang[lng];
    const t = (id, values = {}) => texts[lng][id].replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole));
    return { lng, languages, htmlLang, t };
  },

  /**
   * Times and dates as the shop writes them (src/lib/dates.ts, kept in step by a test): 24-hour,
   * numbers only, in Turkmenistan's time zone, so no page depends on the browser having Turkmen
   * locale data (Chromium has none and falls back to US English, "08:40 PM").
   */
  time(at) {
    const parts = smallPageDateParts(at);
    return parts ? `${parts.hour}:${parts.minute}` : String(at);
  },

  dateTime(at) {
    const parts = smallPageDateParts(at);
    return parts ? `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}` : String(at);
  },

  /** An element with attributes (on* as listeners) and children (strings become text). */
  el(tag, attributes = {}, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined || value === false) continue;
      if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
      else if (name === 'value') node.value = value;
      else node.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
    return node;
  },
};

function smallPageDateParts(at) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ashgabat',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}
