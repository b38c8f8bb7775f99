/**
 * A dump as the Blob that PGlite's `loadDataDir` takes, answering arrayBuffer() with the bytes it
 * was made from. Node 20's own Blob copies its parts in when it is made and hands them out through
 * a stream of small chunks that it then joins: about 0.5 s of the 2 s that opening a 64 MB dump
 * takes (a cloned test database, or the embedded database's thread recycled). Its other readings
 * (slice, stream, text) are an ordinary Blob's over the same bytes.
 */
export class DumpBlob extends Blob {
  readonly #contents: ArrayBuffer | SharedArrayBuffer;
  override readonly size: number;

  /** `contents` shared with other threads (a test run's seed) is only read, by PGlite's untar. */
  constructor(contents: ArrayBuffer | SharedArrayBuffer) {
    super([]);
    this.#contents = contents;
    this.size = contents.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#contents as ArrayBuffer);
  }

  override slice(start?: number, end?: number, type?: string): Blob {
    return this.#ordinary().slice(start, end, type);
  }

  override stream() {
    return this.#ordinary().stream();
  }

  override text(): Promise<string> {
    return this.#ordinary().text();
  }

  #ordinary(): Blob {
    return new Blob([new Uint8Array(this.#contents)], { type: this.type });
  }
}
