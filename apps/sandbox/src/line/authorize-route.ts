import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isLineFault, LINE_FAULTS, type LineFault } from '../domain/faults';
import { AUTHORIZATION_CODE_TTL_MS } from '../domain/grants';
import { findIdentity, hasLine } from '../domain/identities';
import { PageError } from '../domain/protocol-error';
import { randomToken } from '../domain/random';
import { parseRedirectUri, scopeWords, withQuery } from '../domain/redirect';
import { renderErrorPage } from '../pages/error-page';
import { PAGE_CSP } from '../pages/html';
import { renderPickerPage } from '../pages/picker-page';
import { LINE_BRAND } from './line-errors';
import { linePickerModel } from './line-picker';
import { AuthorizeQuery, HtmlPage, Redirect } from './schemas';

/** Query parameters the picker form must not carry over: it sets them itself. */
const PICKER_FIELDS = new Set(['login_hint', 'sandbox_fault']);

function pageError(message: string, detail?: string): PageError {
  return new PageError(400, renderErrorPage(LINE_BRAND, message, detail));
}

/**
 * `GET /oauth2/v2.1/authorize` (access.line.me): shows the identity picker, or with
 * `login_hint=<identity id>` approves at once, redirecting to `redirect_uri?code=…&state=…`.
 */
const authorizeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/oauth2/v2.1/authorize',
    {
      schema: {
        querystring: AuthorizeQuery,
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

      if (query.client_id !== config.lineChannelId) {
        throw pageError(
          'ไม่พบช่องทาง LINE Login ที่ระบุ (client_id ไม่ถูกต้อง)',
          `client_id=${query.client_id ?? ''}`,
        );
      }
      const rawRedirectUri = query.redirect_uri;
      const redirectUri = parseRedirectUri(rawRedirectUri);
      if (!redirectUri || rawRedirectUri === undefined) {
        throw pageError(
          'ที่อยู่สำหรับส่งกลับ (redirect_uri) ไม่ถูกต้อง',
          `redirect_uri=${query.redirect_uri ?? ''}`,
        );
      }
      let fault: LineFault | null = null;
      if (query.sandbox_fault) {
        if (!isLineFault(query.sandbox_fault)) {
          throw pageError(
            'ไม่รู้จักข้อผิดพลาดที่ขอให้จำลอง (sandbox_fault)',
            `ใช้ได้: ${Object.keys(LINE_FAULTS).join(', ')}`,
          );
        }
        fault = query.sandbox_fault;
      }

      const backWithError = (error: string, description: string) =>
        reply.redirect(
          withQuery(redirectUri, { error, error_description: description, state: query.state }),
        );
      if (query.response_type !== 'code') {
        return backWithError('unsupported_response_type', 'response_type must be code');
      }
      if (!query.state) return backWithError('invalid_request', 'state is required');
      const scopes = scopeWords(query.scope);
      if (!scopes.includes('openid'))
        return backWithError('invalid_scope', 'scope must include openid');
      if (query.code_challenge && query.code_challenge_method !== 'S256') {
        return backWithError('invalid_request', 'code_challenge_method must be S256');
      }

      let notice: string | undefined;
      if (query.login_hint) {
        const identity = findIdentity(query.login_hint);
        if (identity && hasLine(identity)) {
          const code = randomToken(15);
          store.lineCodes.set(
            code,
            {
              clientId: config.lineChannelId,
              redirectUri: rawRedirectUri,
              identityId: identity.id,
              scope: scopes.join(' '),
              nonce: query.nonce ?? null,
              codeChallenge: query.code_challenge ?? null,
              fault: fault ?? store.takeLineFault(),
              used: false,
              issuedAccessToken: null,
            },
            AUTHORIZATION_CODE_TTL_MS,
          );
          return reply.redirect(withQuery(redirectUri, { code, state: query.state }));
        }
        notice = `ไม่พบบัญชีทดสอบ "${query.login_hint}" ที่มีบัญชีไลน์ กรุณาเลือกจากรายการ`;
      }

      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(query)) {
        if (typeof value === 'string' && !PICKER_FIELDS.has(name)) params[name] = value;
      }
      const html = renderPickerPage(
        linePickerModel({
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

export default authorizeRoute;
