import type { FastifyReply } from 'fastify';
import { PageError } from '../domain/protocol-error';
import { parseRedirectUri } from '../domain/redirect';
import { renderErrorPage } from './error-page';
import { PAGE_CSP } from './html';

/** Query parameters the picker form must not carry over: it sets them itself. */
const PICKER_FIELDS = new Set(['login_hint', 'sandbox_fault']);

/**
 * Checks shared by the authorize endpoints of LINE Login and Health ID, answering their problems
 * as an error page branded for the service.
 */
export function authorizeChecks(brand: string) {
  const pageError = (message: string, detail?: string) =>
    new PageError(400, renderErrorPage(brand, message, detail));

  return {
    pageError,

    /** The client's redirect URI, or an error page when it is missing or malformed. */
    redirectUri(raw: string | undefined): { url: URL; raw: string } {
      const url = parseRedirectUri(raw);
      if (!url || raw === undefined) {
        throw pageError('ที่อยู่สำหรับส่งกลับ (redirect_uri) ไม่ถูกต้อง', `redirect_uri=${raw ?? ''}`);
      }
      return { url, raw };
    },

    /** The fault a test asked for with `sandbox_fault`, or null; an unknown one is an error page. */
    fault<F extends string>(value: string | undefined, faults: Record<F, string>): F | null {
      if (!value) return null;
      if (!Object.prototype.hasOwnProperty.call(faults, value)) {
        throw pageError(
          'ไม่รู้จักข้อผิดพลาดที่ขอให้จำลอง (sandbox_fault)',
          `ใช้ได้: ${Object.keys(faults).join(', ')}`,
        );
      }
      return value as F;
    },
  };
}

/** The authorize request's parameters for the picker form to carry through. */
export function pickerParams(query: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && !PICKER_FIELDS.has(name)) params[name] = value;
  }
  return params;
}

/** Sends a picker page: never cached, scripts forbidden. */
export function sendPickerPage(reply: FastifyReply, html: string) {
  return reply
    .code(200)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
