import { expectNoAxeViolations } from './support/axe';
import { describeAccessibilityAt, openScreen } from './support/accessibility-suite';
import { openBrowser, type BrowserSession } from './support/browser';

describeAccessibilityAt(1280);

describe('the axe check itself', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('fails on a screen with a violation, naming the rule and the element', async () => {
    const { page } = session;
    await openScreen(page, '/line-login');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.id = 'unlabelled-image';
      image.src = '/favicon.svg';
      (document.querySelector('main') ?? document.body).append(image);
    });

    await expect(expectNoAxeViolations(page, '/line-login')).rejects.toThrow(
      /image-alt \(critical\).*\n\s+#unlabelled-image/,
    );
  });
});
