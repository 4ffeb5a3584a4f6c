import { ApiError } from '@hbc/api-clients';
import { apiErrorText, isNotFound, LOAD_FAILED_TEXT } from './api-error-text';

describe('apiErrorText', () => {
  it('says the first Thai issue of the answer', () => {
    const error = new ApiError('CONFLICT', {
      status: 409,
      errors: [{ path: '/hcode', message: 'รหัสหน่วยบริการนี้มีอยู่ในระบบแล้ว' }],
    });
    expect(apiErrorText(error, LOAD_FAILED_TEXT)).toBe('รหัสหน่วยบริการนี้มีอยู่ในระบบแล้ว');
  });

  it('says a Thai message as it is', () => {
    expect(apiErrorText(new ApiError('ไม่มีสิทธิ์เข้าถึง', { status: 403 }), LOAD_FAILED_TEXT)).toBe(
      'ไม่มีสิทธิ์เข้าถึง',
    );
  });

  it.each([
    ['a code', new ApiError('INTERNAL_ERROR', { status: 500 })],
    ['a network failure', new ApiError('Network Error')],
    [
      'an English issue',
      new ApiError('VALIDATION_ERROR', { status: 400, errors: [{ path: '', message: 'bad' }] }),
    ],
    ['anything else thrown', new Error('ไม่ใช่คำตอบของ API')],
  ])('falls back for %s', (_name, error) => {
    expect(apiErrorText(error, LOAD_FAILED_TEXT)).toBe('โหลดข้อมูลไม่สำเร็จ');
  });
});

describe('isNotFound', () => {
  it('is true for a 404 only', () => {
    expect(isNotFound(new ApiError('NOT_FOUND', { status: 404 }))).toBe(true);
    expect(isNotFound(new ApiError('FORBIDDEN', { status: 403 }))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
