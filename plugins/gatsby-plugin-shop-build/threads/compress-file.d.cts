/** Types of compress-file.cjs (plain JavaScript, run by the build's worker threads as it is). */
/** zlib's level, or zopfli's gzip */
export type GzipLevel = number | 'zopfli';
export function compressFile(file: string, quality: number, level: GzipLevel): Promise<boolean>;
