import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertValidKey, resolveRange, type BlobInfo, type BlobStore, type ByteRange, type StoredBlob } from './port';

export interface S3BlobStoreOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver…): addressed path-style. */
  endpoint?: string;
  region?: string;
  /** Defaults to the AWS SDK's usual chain (environment, profile, instance role). */
  credentials?: S3ClientConfig['credentials'];
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Blobs as objects in an S3-compatible bucket. */
export class S3BlobStore implements BlobStore {
  readonly name = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: Boolean(options.endpoint),
      credentials: options.credentials,
    });
  }

  /** A streamed blob is gathered first: PutObject needs its length, and narration audio is a few megabytes at most. */
  async put(key: string, data: Uint8Array | AsyncIterable<Uint8Array>, contentType: string): Promise<BlobInfo> {
    assertValidKey(key);
    let body: Uint8Array;
    if (data instanceof Uint8Array) body = data;
    else {
      const chunks: Uint8Array[] = [];
      for await (const chunk of data) chunks.push(chunk);
      body = Buffer.concat(chunks);
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
    return { size: body.length, contentType };
  }

  async get(key: string, range?: ByteRange): Promise<StoredBlob | undefined> {
    let span: { start: number; end: number } | undefined;
    if (range) {
      const info = await this.head(key);
      if (!info) return undefined;
      span = resolveRange(range, info.size);
    }
    assertValidKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Range: span ? `bytes=${span.start}-${span.end}` : undefined,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${key}`);
      const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : (object.ContentLength ?? 0);
      return {
        size: total,
        contentType: object.ContentType ?? DEFAULT_CONTENT_TYPE,
        body: object.Body,
        range: span,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<BlobInfo | undefined> {
    assertValidKey(key);
    try {
      const object = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: object.ContentLength ?? 0, contentType: object.ContentType ?? DEFAULT_CONTENT_TYPE };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }
}
