/** Where stored files' bytes live: local disk (the embedded default) or an S3-compatible bucket. */
export interface StorageDriver {
  /** 'disk' or 's3', for the start-up log and the metrics. */
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** The bytes as a stream, to serve a file without holding it in memory. */
  stream(key: string): Promise<ReadableStream<Uint8Array> | null>;
  delete(key: string): Promise<void>;
  /** Releases connections (the S3 client's sockets); the disk has none. */
  close(): void;
}
