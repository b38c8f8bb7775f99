/**
 * The server-rendered emotion styles of a built page, moved from the body into the head by the
 * build instead of by every browser at start-up (docs/performance.md, issue 17).
 *
 * Emotion's server render writes each component's rules as a `<style data-emotion="css id…">` right
 * before the component's element, inside the React root. In the browser, emotion's `createCache`
 * then moves every such element into the head before React hydrates (React would see them as
 * elements it did not render) and marks it `data-s`: on a home page 66 elements, each move a DOM
 * change and a style recalculation inside the hydration task, the largest single piece of the
 * shop's own script time in the profile. Elements that already carry `data-s` are left where they
 * are (`style[data-emotion]:not([data-s])`), and their ids are still read into the cache's
 * `inserted` (`style[data-emotion^="css "]`), so nothing is inserted twice. So the build does the
 * move once: the same rules in the same order, in the head, marked `data-s`; consecutive elements
 * of one key merged into one (a stylesheet each is work for the parser too). Global styles
 * (`css-global name`) stay one element each: emotion's `Global` finds its own by that exact
 * attribute.
 */

const EMOTION_STYLE = /<style data-emotion="([^"]*)"( data-s="")?>([\s\S]*?)<\/style>/g;

interface StyleElement {
  key: string;
  ids: string;
  rules: string;
}

/** The page with its body's emotion styles in the head; null when its body has none. */
export function withEmotionStylesInHead(page: string): string | null {
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return null;
  const moved: StyleElement[] = [];
  const body = page.slice(headEnd).replace(EMOTION_STYLE, (whole, attribute: string, _s, rules: string) => {
    const space = attribute.indexOf(' ');
    // Only emotion 11's server-rendered elements ("key id id…"); anything else stays as it is.
    if (space < 1) return whole;
    moved.push({ key: attribute.slice(0, space), ids: attribute.slice(space + 1), rules });
    return '';
  });
  if (moved.length === 0) return null;
  const merged: StyleElement[] = [];
  for (const style of moved) {
    const last = merged[merged.length - 1];
    if (last && last.key === style.key && !style.key.endsWith('-global')) {
      last.ids += ` ${style.ids}`;
      last.rules += style.rules;
    } else merged.push({ ...style });
  }
  const head = merged
    .map(({ key, ids, rules }) => `<style data-emotion="${key} ${ids}" data-s="">${rules}</style>`)
    .join('');
  return page.slice(0, headEnd) + head + body;
}
