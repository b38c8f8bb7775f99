/**
 * The Blob that hands a dump to PGlite (server/src/db/dump-blob.ts): its contents read the same
 * through every Blob method. That PGlite opens the database it holds, every API test shows: each
 * clones the run's seed through it (seeds.ts).
 */
import { DumpBlob } from '../src/db/dump-blob';

const bytesOf = (text: string) => {
  const view = new TextEncoder().encode(text);
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
};

it('reads as an ordinary Blob of the same bytes, whichever way it is read', async () => {
  const blob = new DumpBlob(bytesOf('pgdata/base/1 and the rest'));
  const ordinary = new Blob([bytesOf('pgdata/base/1 and the rest')]);
  expect(blob).toBeInstanceOf(Blob);
  expect(blob.size).toBe(ordinary.size);
  expect(Buffer.from(await blob.arrayBuffer())).toEqual(Buffer.from(await ordinary.arrayBuffer()));
  expect(await blob.text()).toBe('pgdata/base/1 and the rest');
  expect(await blob.slice(7, 11).text()).toBe('base');
  expect(Buffer.from(await new Response(blob.stream()).arrayBuffer())).toEqual(
    Buffer.from(await ordinary.arrayBuffer()),
  );
});
