import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';

export const FileParams = Type.Object({
  '*': Type.String({
    description: 'the file: <sha256>.<png|jpg|mp4> or imagemap/<sha256>[/<width>]',
  }),
});

export const FileHeaders = Type.Object({
  'if-none-match': Type.Optional(Type.String()),
});

/** The file's bytes, streamed as they are (Fastify never serializes a stream). */
export const FileBytes = Type.Unsafe<Readable>({
  type: 'string',
  format: 'binary',
  description: 'the file',
});

/** 304 Not Modified carries no body. */
export const NotModified = Type.Unsafe<undefined>({ description: 'not modified: no body' });
