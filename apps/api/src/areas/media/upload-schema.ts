import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';

export const UploadParams = Type.Object({
  product: Type.String({ description: 'image, card, imagemap or video' }),
});

/** The file as base64 or as a data URL (`data:<type>;base64,...`; the type is not trusted). */
export const UploadBody = Type.Object({
  base64: Type.String({ minLength: 1 }),
});

/** `data` is the public URL of the stored file (for imagemap images, the base URL). */
export const UploadAnswer = Success(Type.String({ format: 'uri' }));
