import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UploadFnContext, type UploadFn } from './upload-fn';
import { MISSING_UPLOAD_FN, useUploadFn } from './useUploadFn';

const fromContext: UploadFn = async () => 'https://cdn.example/context.png';
const explicit: UploadFn = async () => 'https://cdn.example/prop.png';
const withProvider = ({ children }: { children: ReactNode }) => (
  <UploadFnContext.Provider value={fromContext}>{children}</UploadFnContext.Provider>
);

describe('useUploadFn', () => {
  it('prefers the function passed in', () => {
    expect(renderHook(() => useUploadFn(explicit), { wrapper: withProvider }).result.current).toBe(explicit);
  });

  it('falls back to the provider', () => {
    expect(renderHook(() => useUploadFn(), { wrapper: withProvider }).result.current).toBe(fromContext);
  });

  it('throws a clear error when there is neither', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useUploadFn())).toThrow(MISSING_UPLOAD_FN);
    jest.restoreAllMocks();
  });
});
