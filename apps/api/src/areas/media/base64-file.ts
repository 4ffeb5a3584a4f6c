import type { TObject, TString } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http-errors';
import { base64Text, decodeBase64, decodedLength } from './base64-body';

/** A file a route takes as base64 in its body's `base64`: its size limit and what staff read. */
export interface Base64FileRules {
  maxBytes: number;
  messages: { fileTooLarge: string; fileUnreadable: string };
}

/** 400 at `/base64`: what is wrong with the file. */
export const fileProblem = (message: string) => badRequest([{ path: '/base64', message }]);

/**
 * What a route taking such a file declares besides its body. Its body limit lets a file of up to
 * twice the limit arrive, so that staff read why it is refused (fileTooLarge) rather than a bare
 * 413; before validation a file past the limit is refused in Thai, not by the schema's length rule.
 */
export function base64FileBody<B extends TObject>(
  body: B & { properties: { base64: TString } },
  rules: Base64FileRules,
) {
  const base64MaxLength = body.properties.base64.maxLength ?? 0;
  return {
    body: body as B,
    bodyLimit: Math.ceil((2 * rules.maxBytes * 4) / 3) + 64 * 1024,
    preValidation: async (request: FastifyRequest): Promise<void> => {
      const sent = request.body as { base64?: unknown } | null | undefined;
      if (typeof sent?.base64 === 'string' && sent.base64.length > base64MaxLength) {
        throw fileProblem(rules.messages.fileTooLarge);
      }
    },
  };
}

/** The uploaded file's bytes; 400 at `/base64` for text that is no base64, or a file too large. */
export function uploadedFile(base64: string, rules: Base64FileRules): Buffer {
  const text = base64Text(base64);
  if (text === null) throw fileProblem(rules.messages.fileUnreadable);
  if (decodedLength(text) > rules.maxBytes) throw fileProblem(rules.messages.fileTooLarge);
  return decodeBase64(text);
}
