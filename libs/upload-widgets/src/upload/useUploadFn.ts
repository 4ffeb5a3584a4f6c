import { useContext } from 'react';
import { UploadFnContext, type UploadFn } from './upload-fn';

export const MISSING_UPLOAD_FN =
  'No upload function: pass the `upload` prop or render the uploader inside <UploadFnContext.Provider value={uploadFn}>.';

/** The explicit function if given, else the nearest provider's, else null. */
export function useOptionalUploadFn(explicit?: UploadFn): UploadFn | null {
  const fromContext = useContext(UploadFnContext);
  return explicit ?? fromContext;
}

/** The explicit function if given, else the nearest provider's; throws when there is neither. */
export function useUploadFn(explicit?: UploadFn): UploadFn {
  const upload = useOptionalUploadFn(explicit);
  if (!upload) throw new Error(MISSING_UPLOAD_FN);
  return upload;
}
