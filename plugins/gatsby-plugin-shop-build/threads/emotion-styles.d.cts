/** Types of emotion-styles.cjs (plain JavaScript, bundled into the server render and run by threads). */
export interface EmotionStyle {
  /** the cache's key ('css', 'css-global') */
  key: string;
  /** the styles' names, space-separated */
  ids: string;
  rules: string;
}
export function takeEmotionStyles(html: string): { styles: EmotionStyle[]; html: string };
export function styleElements(styles: EmotionStyle[]): string;
