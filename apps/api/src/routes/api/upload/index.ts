import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_ERRORS } from '@hbc/contracts';
import { recordActivity } from '../../../activity-log/record-activity';
import { badRequest, HttpError } from '../../../http-errors';
import { discardUpload, storeUpload } from '../../../media/store-upload';
import { UPLOAD_TEXT } from '../../../media/upload-messages';
import { isUploadProduct, UPLOAD_BODY_LIMIT } from '../../../media/upload-rules';
import { validateUpload, type UploadRefusal } from '../../../media/validate-upload';
import { staffOf } from '../../../plugins/app/auth';
import { ErrorBody } from '../../../schemas/envelope';
import { UploadAnswer, UploadBody, UploadParams } from './schema';
import { uploadActivity } from './upload-activity';

function refusalError({ status, message }: UploadRefusal): HttpError {
  const errors = [{ path: '/base64', message }];
  return status === 413
    ? new HttpError(413, API_ERRORS.PAYLOAD_TOO_LARGE, errors)
    : badRequest(errors);
}

/**
 * `POST /api/upload/{product}` with `{ base64 }`: checks the file against the product's rules,
 * stores it and answers its public URL in `data`.
 */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/upload/:product',
    {
      // Before the body is read: a request without a valid token never gets its body parsed.
      onRequest: app.requireAccessToken,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['upload'],
        summary: 'Uploads an image (image, card, imagemap) or an MP4 video; answers its URL',
        security: [{ bearer: [] }],
        params: UploadParams,
        body: UploadBody,
        response: { 200: UploadAnswer, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody },
      },
    },
    async (request) => {
      const { product } = request.params;
      if (!isUploadProduct(product)) {
        throw badRequest([
          { path: 'params/product', message: UPLOAD_TEXT.unknownProduct(product) },
        ]);
      }
      const staff = staffOf(request);
      const check = await validateUpload(product, request.body.base64);
      if (!check.ok) {
        request.log.warn({ product, refusal: check.refusal }, 'upload refused');
        throw refusalError(check.refusal);
      }

      const stored = await storeUpload(app.storage, product, check.media);
      const url = `${app.config.publicBaseUrl}/files/${stored.path}`;
      try {
        await recordActivity(app.db, staff, uploadActivity(product, check.media, url));
      } catch (error) {
        await discardUpload(app.storage, stored.created).catch(() => undefined);
        throw error;
      }
      return { message: 'SUCCESS' as const, data: url };
    },
  );
};

export default uploadRoutes;
