import { dismissAllToasts, StoryShell } from '@hbc/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_STATE_KEY } from '../login-callback/login-state';
import { SIGN_IN_TEXT } from '../messages';
import { installFakeApi, type FakeApi, type FakeReply } from '@hbc/api-clients/testing';
import { LineSignInButton } from '../views/SignInButtons';
import { useLineLogin } from './useLineLogin';

const LINE_URL = 'https://access.line.example.test/oauth2/v2.1/authorize?state=line-state-7';

function LineLogin({
  leavePage,
  autoStart,
}: {
  leavePage: (url: string) => void;
  autoStart?: boolean;
}) {
  const { loading, start } = useLineLogin({ leavePage, autoStart });
  return <LineSignInButton loading={loading} onClick={start} />;
}

let api: FakeApi;
let leavePage: jest.Mock;

function fakeApi(reply: FakeReply | (() => Promise<FakeReply>)) {
  api = installFakeApi({ 'GET /api/login/line/authorize-url': reply });
}

const ok: FakeReply = {
  status: 200,
  data: { message: 'SUCCESS', data: { url: LINE_URL, state: 'line-state-7' } },
};

beforeEach(() => {
  leavePage = jest.fn();
});

afterEach(() => {
  api.restore();
  sessionStorage.clear();
  dismissAllToasts();
});

describe('useLineLogin', () => {
  it('asks for the LINE address returning to /, keeps its state and goes there', async () => {
    fakeApi(ok);
    render(
      <StoryShell>
        <LineLogin leavePage={leavePage} />
      </StoryShell>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(LINE_URL));
    expect(api.requests[0]?.query).toEqual({ redirect_uri: 'http://localhost/' });
    expect(api.requests[0]?.authorization).toBeUndefined();
    expect(sessionStorage.getItem(LOGIN_STATE_KEY)).toBe('line-state-7');
  });

  it('shows it is working and ignores a second press meanwhile', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    fakeApi(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    render(
      <StoryShell>
        <LineLogin leavePage={leavePage} />
      </StoryShell>,
    );
    const button = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    button.click();
    await act(async () => answer(ok));
    expect(api.requests).toHaveLength(1);
    expect(leavePage).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['fails', { status: 500, data: { message: 'INTERNAL_ERROR' } }, SIGN_IN_TEXT.lineStartFailed],
    [
      'answers a non-web address',
      { status: 200, data: { message: 'SUCCESS', data: { url: 'javascript:x', state: 's' } } },
      SIGN_IN_TEXT.lineStartFailed,
    ],
    ['cannot be reached', { network: true }, SIGN_IN_TEXT.network],
  ] as [string, FakeReply, string][])(
    'says so in Thai when the API %s, and lets the person try again',
    async (_what, reply, text) => {
      fakeApi(reply);
      render(
        <StoryShell>
          <LineLogin leavePage={leavePage} />
        </StoryShell>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeEnabled();
      expect(leavePage).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
    },
  );

  it('starts once by itself when asked to', async () => {
    fakeApi(ok);
    const { rerender } = render(
      <StoryShell>
        <LineLogin leavePage={leavePage} autoStart />
      </StoryShell>,
    );
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(LINE_URL));
    rerender(
      <StoryShell>
        <LineLogin leavePage={leavePage} autoStart />
      </StoryShell>,
    );
    expect(api.requests).toHaveLength(1);
  });
});
