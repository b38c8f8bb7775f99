/**
 * Makes the sample catalogue's product videos (server/media/videos/{kind}.webm): an eight-second
 * tour of a product kind's three drawings, cross-faded with a slow zoom, 640x360 VP9 without sound.
 * Run once when the drawings change (needs ffmpeg: apt-get install ffmpeg); the files are committed,
 * so neither the shop nor its tests need ffmpeg.
 *
 *   npx tsx scripts/make-sample-videos.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { drawProduct } from '../server/src/sample/drawings';
import { VIDEO_KINDS } from '../server/src/sample/videos';

const OUT = resolve(__dirname, '../server/media/videos');
const COLORS = { primary: '#1d6b52', secondary: '#1C1C1E', accent: '#8AB4F8' };
const SHOT = 2.4; // seconds per drawing
const FADE = 0.6;

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const kind of VIDEO_KINDS) {
    const dir = mkdtempSync(join(tmpdir(), `video-${kind}-`));
    const frames = await Promise.all(
      [0, 1, 2].map(async (view) => {
        const file = join(dir, `${view}.png`);
        await sharp(Buffer.from(drawProduct(kind, COLORS, view, 0)))
          .resize(720, 720)
          .flatten({ background: '#ffffff' })
          .png()
          .toFile(file);
        return file;
      }),
    );
    const inputs = frames.flatMap((file) => ['-loop', '1', '-t', String(SHOT + FADE), '-i', file]);
    // Each drawing on a white 16:9 stage, zooming in slowly; then cross-fades between them.
    const zoom = (index: number) =>
      `[${index}]scale=720:720,zoompan=z='1+0.0009*on':d=1:s=720x720:fps=25,` +
      `pad=1280:720:(ow-iw)/2:0:white,scale=640:360,setsar=1[v${index}]`;
    const filter =
      [0, 1, 2].map(zoom).join(';') +
      `;[v0][v1]xfade=transition=fade:duration=${FADE}:offset=${SHOT}[a]` +
      `;[a][v2]xfade=transition=fade:duration=${FADE}:offset=${SHOT * 2}[out]`;
    const file = join(OUT, `${kind}.webm`);
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      filter,
      '-map',
      '[out]',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-an',
      file,
    ]);
    console.log(`${file}: ${Math.round(statSync(file).size / 1024)} KB`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
