/* global document, window -- a browser script (the small pages); the linter reads server/ as Node */
// What the small pages (the editors' /admin, the operators' /operator) share, loaded before each
// page's own script: the page's language with a text function, and `el` to build elements. Every
// text is put in the page as text.
'use strict';

window.smallPage = {
  /**
   * The page's language and its texts: the one its switch chose (?lng=), else the shop's `lng`
   * cookie (RU, TM, EN, spec: the saved language; the storefront's head script writes it), else
   * the last one chosen on this page (`storageKey`), else TM. A choice on the page is stored in
   * the cookie as the shop stores it (a year, the whole site), so the shop and the page agree.
   */
  language(storageKey, texts) {
    const languages = ['tm', 'ru', 'en'];
    const htmlLang = { tm: 'tk', ru: 'ru', en: 'en' };
    const chosen = new URLSearchParams(window.location.search).get('lng')?.toLowerCase();
    const cookie = smallPageCookie('lng')?.toLowerCase();
    const stored = localStorage.getItem(storageKey);
    const lng = [chosen, cookie, stored].find((code) => languages.includes(code)) ?? 'tm';
    localStorage.setItem(storageKey, lng);
    if (languages.includes(chosen) && chosen !== cookie)
      document.cookie = `lng=${chosen.toUpperCase()};path=/;max-age=31536000;SameSite=Lax`;
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

  /** A calendar day 'YYYY-MM-DD' (a delivery day) as '02.12.2026', never ISO. */
  day(text) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return match ? `${match[3]}.${match[2]}.${match[1]}` : text;
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

/** A cookie's value, decoded; undefined when there is none or it does not decode. */
function smallPageCookie(name) {
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  if (!found) return undefined;
  try {
    return decodeURIComponent(found.slice(name.length + 1));
  } catch {
    return undefined;
  }
}
