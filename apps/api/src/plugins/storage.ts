import { randomUUID } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { constants, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * Where uploaded and protected files live. Keys are relative paths of our own making ("avatars/ab12.webp"),
 * never user input. Local disk under DATA_DIR by default; an S3-compatible store can implement the same.
 */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /**
   * Stores a file from local disk, streamed (never held in memory whole): the way large uploads arrive. The
   * source is left where it is. `contentType` is what object storage answers the file with.
   */
  putFile(key: string, sourcePath: string, contentType?: string): Promise<void>;
  /** Size of the stored file, or null when there is none. */
  size(key: string): Promise<number | null>;
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` ("avatars/"), in no particular order. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Object stores hand out short-lived direct URLs; the disk store has none (the API streams the file). */
  presignedUrl?(key: string, ttlSeconds: number): Promise<string>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*\.[a-z0-9]+$/;

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file; two writes of one key at once each get their
      // own temporary file, and the last rename wins.
      const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async putFile(key, sourcePath) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
      try {
        // A copy-on-write clone where the file system offers one, else a plain copy in the kernel.
        await copyFile(sourcePath, temporary, constants.COPYFILE_FICLONE);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return createReadStream(resolve(key), range);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list(prefix) {
      let entries: Dirent[];
      try {
        entries = await readdir(path.join(root, prefix), { recursive: true, withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // A write in progress (or cut off by a crash) is a temporary file, not a stored one.
        if (!key.startsWith(prefix) || !SAFE_KEY.test(key)) continue;
        const modifiedAt = await stat(path.join(root, key)).then(
          (stats) => stats.mtime,
          () => null,
        );
        if (modifiedAt) yield { key, modifiedAt };
      }
    },
  };
}

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

/** S3-compatible object storage (AWS S3, MinIO, R2…), for several API instances sharing files. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? 'ap-south-1',
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // By default the SDK sends a streamed body (putFile) aws-chunked with a trailing checksum, which not every
    // S3-compatible store decodes (it would store the chunk framing); checksums only where an operation needs one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };
  return {
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: body }));
    },
    async putFile(key, sourcePath, contentType) {
      // One PUT streamed from disk (S3 takes up to 5 GB so; LECTURE_VIDEO_MAX_MB stays below that).
      const { size } = await stat(sourcePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ...(contentType ? { ContentType: contentType } : {}),
        }),
      );
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return head.ContentLength ?? null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checked(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      });
      // Streams lazily: the request starts when the response body is consumed.
      return Readable.from(
        (async function* () {
          const object = await client.send(command);
          for await (const chunk of object.Body as AsyncIterable<Uint8Array>) yield chunk;
        })(),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    presignedUrl(key, ttlSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checked(key) }), {
        expiresIn: ttlSeconds,
      });
    },
  };
}
