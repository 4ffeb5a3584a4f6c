import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HEALTH_ID_FAULTS, type HealthIdFault } from '../domain/faults';
import { AUTHORIZATION_CODE_TTL_MS } from '../domain/grants';
import { findIdentity, hasHealthId } from '../domain/identities';
import { randomToken } from '../domain/random';
import { withQuery } from '../domain/redirect';
import { authorizeChecks, pickerParams, sendPickerPage } from '../pages/authorize-request';
import { renderPickerPage } from '../pages/picker-page';
import { HEALTH_ID_BRAND } from './health-id-errors';
import { healthIdPickerModel } from './health-id-picker';
import { HtmlPage, Redirect, RedirectQuery } from './schemas';

const checks = authorizeChecks(HEALTH_ID_BRAND);

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
        throw checks.pageError(
          'ไม่พบแอปพลิเคชันที่ระบุ (client_id ไม่ถูกต้อง)',
          `client_id=${query.client_id ?? ''}`,
        );
      }
      const { url: redirectUri, raw: rawRedirectUri } = checks.redirectUri(query.redirect_uri);
      const fault = checks.fault<HealthIdFault>(query.sandbox_fault, HEALTH_ID_FAULTS);
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

      const html = renderPickerPage(
        healthIdPickerModel({
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

export default redirectRoute;
