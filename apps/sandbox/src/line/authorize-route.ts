import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LINE_FAULTS, type LineFault } from '../domain/faults';
import { AUTHORIZATION_CODE_TTL_MS } from '../domain/grants';
import { findIdentity, hasLine } from '../domain/identities';
import { randomToken } from '../domain/random';
import { scopeWords, withQuery } from '../domain/redirect';
import { authorizeChecks, pickerParams, sendPickerPage } from '../pages/authorize-request';
import { renderPickerPage } from '../pages/picker-page';
import { LINE_BRAND } from './line-errors';
import { linePickerModel } from './line-picker';
import { AuthorizeQuery, HtmlPage, Redirect } from './schemas';

const checks = authorizeChecks(LINE_BRAND);

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
        throw checks.pageError(
          'ไม่พบช่องทาง LINE Login ที่ระบุ (client_id ไม่ถูกต้อง)',
          `client_id=${query.client_id ?? ''}`,
        );
      }
      const { url: redirectUri, raw: rawRedirectUri } = checks.redirectUri(query.redirect_uri);
      const fault = checks.fault<LineFault>(query.sandbox_fault, LINE_FAULTS);

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

      const html = renderPickerPage(
        linePickerModel({
          action: request.url.split('?')[0] ?? request.url,
          params: pickerParams(query),
          redirectUri,
          state: query.state,
          ...(notice ? { notice } : {}),
        }),
      );
      return sendPickerPage(reply, html);
    },
  );
};

export default authorizeRoute;
