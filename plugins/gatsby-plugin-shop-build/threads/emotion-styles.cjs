/**
 * Emotion's server styles taken out of a page's body, to be written into its head: by the server
 * render (src/html.tsx) as it writes each page, and by the page mend (page-mend.cjs) for a page
 * written without it. Plain JavaScript with no imports: Gatsby's server render bundles it, and the
 * build's worker threads run it as it is. Types in emotion-styles.d.cts.
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

/**
 * The emotion 11 server styles of `html` (a body) in their order, neighbours of one key merged, and
 * `html` without them. Other style elements stay where they are.
 * @param {string} html
 * @returns {{ styles: { key: string, ids: string, rules: string }[], html: string }}
 */
function takeEmotionStyles(html) {
  /** @type {{ key: string, ids: string, rules: string }[]} */
  const styles = [];
  const rest = html.replace(EMOTION_STYLE, (whole, attribute, _s, rules) => {
    const space = attribute.indexOf(' ');
    // Only emotion 11's server-rendered elements ("key id id…"); anything else stays as it is.
    if (space < 1) return whole;
    const key = attribute.slice(0, space);
    const ids = attribute.slice(space + 1);
    const last = styles[styles.length - 1];
    if (last && last.key === key && !key.endsWith('-global')) {
      last.ids += ` ${ids}`;
      last.rules += rules;
    } else styles.push({ key, ids, rules });
    return '';
  });
  return { styles, html: rest };
}

/**
 * The styles as the head's elements, marked moved.
 * @param {{ key: string, ids: string, rules: string }[]} styles
 * @returns {string}
 */
const styleElements = (styles) =>
  styles.map(({ key, ids, rules }) => `<style data-emotion="${key} ${ids}" data-s="">${rules}</style>`).join('');

module.exports = { takeEmotionStyles, styleElements };
