import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { API_ERRORS } from '@hbc/contracts';
import { recordActivity } from '../activity-log/record-activity';
import { badRequest, HttpError, tooManyRequests } from '../../http-errors';
import { ImageWorkBusy, ImageWorkQueue } from './image-work-queue';
import { discardUpload, storeUpload, type StoredUpload } from './store-upload';
import { UPLOAD_TEXT } from './upload-messages';
import {
  isUploadProduct,
  UPLOAD_BODY_LIMIT,
  UPLOAD_RULES,
  type UploadProduct,
} from './upload-rules';
import {
  validateUpload,
  type CheckedMedia,
  type UploadRefusal,
} from './validate-upload';
import { staffOf } from '../../plugins/app/auth';
import type { MediaStorage } from '../../storage/storage';
import { ErrorBody } from '../../schemas/envelope';
import { UploadAnswer, UploadBody, UploadParams } from './upload-schema';
import { uploadActivity } from './upload-activity';

function refusalError({ status, message }: UploadRefusal): HttpError {
  const errors = [{ path: '/base64', message }];
  return status === 413
    ? new HttpError(413, API_ERRORS.PAYLOAD_TOO_LARGE, errors)
    : badRequest(errors);
}

/** What a client refused for a full image queue is told to wait before trying again. */
export const IMAGE_QUEUE_RETRY_AFTER_SECONDS = 10;

const isImageProduct = (product: UploadProduct) => !UPLOAD_RULES[product].kinds.includes('mp4');

/** Checks the file against the product's rules and stores it; throws the refusal otherwise. */
async function checkAndStore(
  storage: MediaStorage,
  product: UploadProduct,
  base64: string,
  log: FastifyBaseLogger,
): Promise<{ media: CheckedMedia; stored: StoredUpload }> {
  const check = await validateUpload(product, base64);
  if (!check.ok) {
    log.warn({ product, refusal: check.refusal }, 'upload refused');
    throw refusalError(check.refusal);
  }
  return { media: check.media, stored: await storeUpload(storage, product, check.media) };
}

/**
 * `POST /api/upload/{product}` with `{ base64 }`: checks the file against the product's rules,
 * stores it and answers its public URL in `data`. Images are checked and stored a few at a time
 * (UPLOAD_IMAGE_JOBS); past UPLOAD_IMAGE_QUEUE waiting ones the answer is 429 with Retry-After.
 */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const imageWork = new ImageWorkQueue(app.config.uploadImageJobs);

  /** Runs image work in its turn; a full queue answers 429 TOO_MANY_REQUESTS with Retry-After. */
  async function inImageQueue<T>(reply: FastifyReply, job: () => Promise<T>): Promise<T> {
    try {
      return await imageWork.run(job);
    } catch (error) {
      if (!(error instanceof ImageWorkBusy)) throw error;
      void reply.header('retry-after', String(IMAGE_QUEUE_RETRY_AFTER_SECONDS));
      throw tooManyRequests();
    }
  }

  app.post(
    '/api/upload/:product',
    {
      // Before the body is read: a request without a valid token, or of a role that may not
      // upload, never gets its body parsed.
      onRequest: [app.requireAccessToken, app.requireCapability('upload')],
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['upload'],
        summary: 'Uploads an image (image, card, imagemap) or an MP4 video; answers its URL',
        security: [{ bearer: [] }],
        params: UploadParams,
        body: UploadBody,
        response: {
          200: UploadAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { product } = request.params;
      if (!isUploadProduct(product)) {
        throw badRequest([
          { path: 'params/product', message: UPLOAD_TEXT.unknownProduct(product) },
        ]);
      }
      const staff = staffOf(request);
      const work = () => checkAndStore(app.storage, product, request.body.base64, request.log);
      const { media, stored } = isImageProduct(product)
        ? await inImageQueue(reply, work)
        : await work();

      const url = `${app.config.publicBaseUrl}/files/${stored.path}`;
      try {
        await recordActivity(app.db, staff, uploadActivity(product, media, url));
      } catch (error) {
        await discardUpload(app.storage, stored.created).catch(() => undefined);
        throw error;
      }
      return { message: 'SUCCESS' as const, data: url };
    },
  );
};

export default uploadRoutes;
