import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEMO_IDENTITIES } from '@hbc/contracts';
import { renderAvatarPng } from '../avatar/avatar';
import { HEALTH_ID_FAULTS, isHealthIdFault, isLineFault, LINE_FAULTS } from '../domain/faults';
import { findIdentity } from '../domain/identities';
import { ProtocolError } from '../domain/protocol-error';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import type { SandboxContext } from '../plugins/app/sandbox-context';
import { PAGE_CSP } from '../pages/html';
import { isFontFile, readFont } from '../pages/thai-font';
import { renderHomePage } from './home-page';
import { identityView } from './identity-view';
import {
  ArmFaultBody,
  AvatarParams,
  FaultsResponse,
  HealthResponse,
  HtmlPage,
  IdentityList,
  MessageBody,
  PngImage,
  BinaryFile,
  FontParams,
} from './schemas';

function faultsView({ store, channelFaults }: SandboxContext) {
  return {
    armed: store.armedFaults,
    available: { line: { ...LINE_FAULTS }, healthId: { ...HEALTH_ID_FAULTS } },
    messaging: channelFaults.profile,
  };
}

/** The sandbox's own routes: health, front page, identities, avatars, faults and reset. */
const sandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(protocolErrorHandler((_statusCode, message) => ({ message })));

  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/',
    { schema: { response: { 200: { content: { 'text/html': { schema: HtmlPage } } } } } },
    async (_request, reply) =>
      reply
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(renderHomePage(app.sandbox.config)),
  );

  app.get('/sandbox/identities', { schema: { response: { 200: IdentityList } } }, async () =>
    DEMO_IDENTITIES.map((identity) => identityView(identity, app.sandbox.config.publicUrl)),
  );

  app.get(
    '/sandbox/avatar/:id.png',
    {
      schema: {
        params: AvatarParams,
        response: { 200: { content: { 'image/png': { schema: PngImage } } }, 404: MessageBody },
      },
    },
    async (request, reply) => {
      if (!findIdentity(request.params.id)) throw new ProtocolError(404, { message: 'NOT_FOUND' });
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(renderAvatarPng(request.params.id));
    },
  );

  app.get(
    '/sandbox/fonts/:file',
    {
      schema: {
        params: FontParams,
        response: { 200: { content: { 'font/woff2': { schema: BinaryFile } } }, 404: MessageBody },
      },
    },
    async (request, reply) => {
      const font = isFontFile(request.params.file) ? readFont(request.params.file) : null;
      if (!font) throw new ProtocolError(404, { message: 'NOT_FOUND' });
      return reply.type('font/woff2').header('cache-control', 'public, max-age=86400').send(font);
    },
  );

  app.get('/sandbox/faults', { schema: { response: { 200: FaultsResponse } } }, async () =>
    faultsView(app.sandbox),
  );

  app.post(
    '/sandbox/faults',
    { schema: { body: ArmFaultBody, response: { 200: FaultsResponse, 400: MessageBody } } },
    async (request) => {
      const { store } = app.sandbox;
      const { service, fault } = request.body;
      if (service === 'line') {
        if (fault !== null && !isLineFault(fault)) {
          throw new ProtocolError(400, { message: `Unknown LINE fault: ${fault}` });
        }
        store.armLineFault(fault);
      } else {
        if (fault !== null && !isHealthIdFault(fault)) {
          throw new ProtocolError(400, { message: `Unknown Health ID fault: ${fault}` });
        }
        store.armHealthIdFault(fault);
      }
      return faultsView(app.sandbox);
    },
  );

  app.post('/sandbox/reset', { schema: { response: { 200: HealthResponse } } }, async () => {
    app.sandbox.store.reset();
    return { status: 'ok' as const };
  });
};

export default sandboxRoutes;
