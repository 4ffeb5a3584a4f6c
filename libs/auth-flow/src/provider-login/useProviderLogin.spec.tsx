import { dismissAllToasts } from '@hbc/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_IN_TEXT } from '../messages';
import {
  clearCookies,
  cookieValue,
  installFakeApi,
  setCookie,
  type FakeApi,
  type FakeReply,
} from '@hbc/api-clients/testing';
import { openRoutes } from '../testing/render-routes';
import { ProviderSignInButton } from '../views/SignInButtons';
import { useProviderLogin } from './useProviderLogin';

const HEALTH_ID_URL = 'https://moph.id.example.test/oauth/redirect?state=h1';

function ProviderLogin({ leavePage }: { leavePage: (url: string) => void }) {
  const { loading, start } = useProviderLogin(leavePage);
  return <ProviderSignInButton loading={loading} onClick={start} />;
}

let api: FakeApi;
let leavePage: jest.Mock;

function open(reply: FakeReply) {
  api = installFakeApi({ 'GET /api/login/provider/authorize-url': reply });
  return openRoutes('/provider-login', [
    { path: '/provider-login', element: <ProviderLogin leavePage={leavePage} /> },
    { path: '/line-login', element: <p>หน้า LINE</p> },
  ]);
}

beforeEach(() => {
  leavePage = jest.fn();
  setCookie('LINE_TOKEN', 'line-jwt-1');
});

afterEach(() => {
  api.restore();
  clearCookies();
  dismissAllToasts();
});

describe('useProviderLogin', () => {
  it('asks with the messaging token for the Health ID address returning to /provider-login and goes there', async () => {
    open({ status: 200, data: { message: 'SUCCESS', data: { url: HEALTH_ID_URL, state: 'h1' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(HEALTH_ID_URL));
    expect(api.requests[0]?.query).toEqual({ redirect_uri: 'http://localhost/provider-login' });
    expect(api.requests[0]?.authorization).toBe('Bearer line-jwt-1');
  });

  it('says so in Thai when the API fails, and lets the person try again', async () => {
    open({ status: 500, data: { message: 'INTERNAL_ERROR' } });
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_TEXT.providerStartFailed);
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' })).toBeEnabled();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('starts again from /line-login when the messaging token is refused', async () => {
    const router = open({ status: 401, data: { message: 'UNAUTHORIZED' } });
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' }));
    expect(await screen.findByText('หน้า LINE')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเข้าสู่ระบบอีกครั้ง');
    expect(cookieValue('LINE_TOKEN')).toBeUndefined();
  });
});
