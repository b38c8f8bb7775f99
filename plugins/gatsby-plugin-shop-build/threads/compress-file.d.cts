/** Types of compress-file.cjs (plain JavaScript, run by the build's worker threads as it is). */
export function compressFile(file: string, quality: number, level: number | 'zopfli'): Promise<boolean>;
