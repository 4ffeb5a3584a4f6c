import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HEALTH_ID_FAULTS, isHealthIdFault, type HealthIdFault } from '../domain/faults';
import { AUTHORIZATION_CODE_TTL_MS } from '../domain/grants';
import { findIdentity, hasHealthId } from '../domain/identities';
import { PageError } from '../domain/protocol-error';
import { randomToken } from '../domain/random';
import { parseRedirectUri, withQuery } from '../domain/redirect';
import { renderErrorPage } from '../pages/error-page';
import { PAGE_CSP } from '../pages/html';
import { renderPickerPage } from '../pages/picker-page';
import { HEALTH_ID_BRAND } from './health-id-errors';
import { healthIdPickerModel } from './health-id-picker';
import { HtmlPage, Redirect, RedirectQuery } from './schemas';

const PICKER_FIELDS = new Set(['login_hint', 'sandbox_fault']);

function pageError(message: string, detail?: string): PageError {
  return new PageError(400, renderErrorPage(HEALTH_ID_BRAND, message, detail));
}

/**
 * `GET /oauth/redirect` (moph.id.th): shows the identity picker, or with `login_hint` approves at
 * once, redirecting to `redirect_uri?code=…&state=…`.
 */
const redirectRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/oauth/redirect',
    {
      schema: {
        querystring: RedirectQuery,
        response: {
          200: { content: { 'text/html': { schema: HtmlPage } } },
          302: Redirect,
          400: { content: { 'text/html': { schema: HtmlPage } } },
        },
      },
    },
    async (request, reply) => {
      const { config, store } = app.sandbox;
      const query = request.query;

      if (query.client_id !== config.healthIdClientId) {
        throw pageError(
          'ไม่พบแอปพลิเคชันที่ระบุ (client_id ไม่ถูกต้อง)',
          `client_id=${query.client_id ?? ''}`,
        );
      }
      const rawRedirectUri = query.redirect_uri;
      const redirectUri = parseRedirectUri(rawRedirectUri);
      if (!redirectUri || rawRedirectUri === undefined) {
        throw pageError(
          'ที่อยู่สำหรับส่งกลับ (redirect_uri) ไม่ถูกต้อง',
          `redirect_uri=${rawRedirectUri ?? ''}`,
        );
      }
      let fault: HealthIdFault | null = null;
      if (query.sandbox_fault) {
        if (!isHealthIdFault(query.sandbox_fault)) {
          throw pageError(
            'ไม่รู้จักข้อผิดพลาดที่ขอให้จำลอง (sandbox_fault)',
            `ใช้ได้: ${Object.keys(HEALTH_ID_FAULTS).join(', ')}`,
          );
        }
        fault = query.sandbox_fault;
      }
      if (query.response_type !== 'code') {
        return reply.redirect(
          withQuery(redirectUri, {
            error: 'unsupported_response_type',
            error_description: 'response_type must be code',
            state: query.state,
          }),
        );
      }

      let notice: string | undefined;
      if (query.login_hint) {
        const identity = findIdentity(query.login_hint);
        if (identity && hasHealthId(identity)) {
          const code = randomToken(20);
          store.healthIdCodes.set(
            code,
            {
              clientId: config.healthIdClientId,
              redirectUri: rawRedirectUri,
              identityId: identity.id,
              scope: query.scope ?? '',
              nonce: null,
              codeChallenge: null,
              fault: fault ?? store.takeHealthIdFault(),
              used: false,
              issuedAccessToken: null,
            },
            AUTHORIZATION_CODE_TTL_MS,
          );
          return reply.redirect(withQuery(redirectUri, { code, state: query.state }));
        }
        notice = `ไม่พบบัญชีทดสอบ "${query.login_hint}" ที่มี Health ID กรุณาเลือกจากรายการ`;
      }

      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(query)) {
        if (typeof value === 'string' && !PICKER_FIELDS.has(name)) params[name] = value;
      }
      const html = renderPickerPage(
        healthIdPickerModel({
          action: request.url.split('?')[0] ?? request.url,
          params,
          redirectUri,
          state: query.state,
          ...(notice ? { notice } : {}),
        }),
      );
      return reply
        .code(200)
        .header('content-security-policy', PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};

export default redirectRoute;
