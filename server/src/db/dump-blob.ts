/**
 * A dump as the Blob that PGlite's `loadDataDir` takes, whose arrayBuffer() answers the bytes it was
 * made from. Node 20's own Blob hands its contents out through a stream of small chunks that it then
 * joins: about 0.5 s of the 2 s that opening a 64 MB dump takes (a cloned test database, or the
 * embedded database's thread recycled). The rest of the Blob (size, slice, stream, text) is the
 * ordinary one, over a copy of the same bytes.
 */
export class DumpBlob extends Blob {
  constructor(private readonly bytes: ArrayBuffer) {
    super([bytes]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.bytes);
  }
}
