import { createHash } from 'node:crypto';

/** RFC 7636 S256: base64url(SHA-256(code_verifier)). */
export function s256Challenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}
