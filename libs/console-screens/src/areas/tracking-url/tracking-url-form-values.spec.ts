import { TRACKING_URL_MESSAGES } from '@hbc/contracts';
import { toTrackingUrlBody, trackingUrlFormSchema } from './tracking-url-form-values';

async function errorsOf(values: object): Promise<Record<string, string>> {
  try {
    await trackingUrlFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    // As Formik shows them: the first issue of each field.
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.reverse().map((issue) => [issue.path, issue.message]));
  }
}

describe('trackingUrlFormSchema', () => {
  it('takes a named link to an http or https destination', async () => {
    expect(
      await errorsOf({ name: 'วัคซีน', targetUrl: 'https://a.example/x?y=1', enabled: true }),
    ).toEqual({});
    expect(await errorsOf({ name: 'วัคซีน', targetUrl: 'http://a.example', enabled: true })).toEqual(
      {},
    );
  });

  it("says what is missing in the contracts' words", async () => {
    expect(await errorsOf({ name: ' ', targetUrl: '', enabled: true })).toEqual({
      name: TRACKING_URL_MESSAGES.nameRequired,
      targetUrl: TRACKING_URL_MESSAGES.targetRequired,
    });
  });

  it.each(['hospital.example', 'ftp://a.example/x', 'https://a.example/ช่อง ว่าง'])(
    'refuses the destination %p',
    async (targetUrl) => {
      expect(await errorsOf({ name: 'ก', targetUrl, enabled: true })).toEqual({
        targetUrl: TRACKING_URL_MESSAGES.targetInvalid,
      });
    },
  );

  it('refuses a destination longer than the API keeps', async () => {
    expect(
      await errorsOf({
        name: 'ก',
        targetUrl: `https://a.example/${'x'.repeat(2000)}`,
        enabled: true,
      }),
    ).toEqual({ targetUrl: 'ต้องไม่เกิน 2000 ตัวอักษร' });
  });
});

describe('toTrackingUrlBody', () => {
  const values = { name: 'วัคซีน', targetUrl: 'https://a.example', enabled: false };

  it('sends no status for a new link, which starts enabled', () => {
    expect(toTrackingUrlBody(values, false)).toEqual({
      name: 'วัคซีน',
      targetUrl: 'https://a.example',
    });
  });

  it('sends the status of an edited link', () => {
    expect(toTrackingUrlBody(values, true)).toEqual({
      name: 'วัคซีน',
      targetUrl: 'https://a.example',
      enabled: false,
    });
  });
});
