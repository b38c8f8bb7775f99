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
