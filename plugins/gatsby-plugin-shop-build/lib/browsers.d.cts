/** Types of browsers.cjs. */
export function browsersOf(siteDirectory: string): string[];
