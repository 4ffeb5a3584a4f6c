import { ROUTES } from '@hbc/contracts';
import { CONSOLE_SCREENS, screenFor, screenTrail, SIGN_IN_SCREENS } from './route-table';

describe('route table', () => {
  it('names every route of the spec exactly once, in Thai', () => {
    const paths = [...SIGN_IN_SCREENS, ...CONSOLE_SCREENS].map((s) => s.path);
    expect([...paths].sort()).toEqual(Object.values(ROUTES).sort());
    for (const path of paths) expect(screenFor(path)?.title).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('keeps the sign-in screens apart from the signed-in console', () => {
    expect(SIGN_IN_SCREENS.map((s) => s.path)).toEqual([
      '/line-login',
      '/provider-login',
      '/provider-login/dup',
      '/provider-login/error',
      '/',
      '/invite',
    ]);
  });

  it('gives the trail from the top screen down', () => {
    expect(screenTrail('/health-center/unit/form').map((s) => s.title)).toEqual([
      'เขตสุขภาพ',
      'รายชื่อจังหวัด',
      'รายชื่อหน่วยบริการ',
      'ข้อมูลหน่วยบริการ',
    ]);
    expect(screenTrail('/broadcast/detail').map((s) => s.path)).toEqual([
      '/broadcast',
      '/broadcast/detail',
    ]);
    expect(screenTrail('/dashboard').map((s) => s.path)).toEqual(['/dashboard']);
    expect(screenTrail('/nowhere')).toEqual([]);
  });
});
