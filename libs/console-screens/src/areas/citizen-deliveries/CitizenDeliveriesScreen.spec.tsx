import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS, CID_MESSAGES, CITIZEN_DELIVERY_MESSAGES } from '@hbc/contracts';
import { bodiesOf, show } from '../../testing/spec-helpers';
import { CIDS } from './citizen-delivery-fixtures';
import { CITIZEN_DELIVERY_LABELS } from './CitizenDeliveriesScreen';
import { CITIZEN_DELIVERY_TABLE } from './CitizenDeliveryTable';
import { CITIZEN_DELIVERY_TEXT } from './useCitizenDeliveries';
import * as stories from './CitizenDeliveriesScreen.stories';

const { SuperAdmin, AdminLv1, Asking, Unreachable } = composeStories(stories);

afterEach(() => clearProfile());

const LOOKUP = `POST ${API_PATHS.citizenDeliveries}`;

async function lookUp(cid: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: CITIZEN_DELIVERY_LABELS.cid });
  await user.clear(field);
  await user.type(field, cid);
  await user.click(screen.getByRole('button', { name: CITIZEN_DELIVERY_LABELS.search }));
}

const rowTexts = () =>
  within(screen.getByRole('table', { name: CITIZEN_DELIVERY_TABLE.name }))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('CitizenDeliveriesScreen', () => {
  it('asks with the CID’s digits and shows the broadcasts: Buddhist-era times, titles, units, Thai statuses', async () => {
    show(<SuperAdmin />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'ตรวจสอบการส่งถึงประชาชน' }),
    ).toBeInTheDocument();

    await lookUp('1-1000-00280-01-9');

    await waitFor(() => expect(rowTexts()).toHaveLength(5));
    expect(bodiesOf(LOOKUP)).toEqual([{ cid: CIDS.reached }]);
    expect(rowTexts()).toEqual([
      ['วันเวลา', 'บรอดแคสต์', 'หน่วยบริการ', 'สถานะ'],
      ['20/11/2569 09:00', 'แจ้งเตือนไข้เลือดออก', 'โรงพยาบาลชุมชนน้ำพอง', 'รอส่ง'],
      ['10/11/2569 09:00', 'ตรวจสุขภาพประจำปี', 'โรงพยาบาลขอนแก่น', 'ไม่ส่ง (อยู่ในรายการจำกัดการส่ง CID)'],
      ['05/11/2569 09:00', 'นัดฉีดวัคซีนไข้หวัดใหญ่', 'โรงพยาบาลขอนแก่น', 'ส่งไม่สำเร็จ'],
      ['02/11/2569 09:00', 'ชวนตรวจคัดกรองเบาหวาน', 'โรงพยาบาลขอนแก่น', 'ส่งสำเร็จ'],
    ]);
  });

  it('says so when no broadcast targeted the citizen', async () => {
    show(<AdminLv1 />);

    await lookUp(CIDS.neverTargeted);

    expect(await screen.findByText(CITIZEN_DELIVERY_MESSAGES.none)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says in Thai that the registry has no such citizen (404)', async () => {
    show(<SuperAdmin />);

    await lookUp(CIDS.notRegistered);

    expect(await screen.findByRole('alert')).toHaveTextContent(CITIZEN_DELIVERY_MESSAGES.notFound);
  });

  it('checks the CID before asking: a wrong check digit is said on the field, nothing is sent', async () => {
    show(<SuperAdmin />);

    await lookUp('1100000280010');

    expect(
      screen.getByRole('textbox', { name: CITIZEN_DELIVERY_LABELS.cid }),
    ).toHaveAccessibleDescription(CID_MESSAGES.checkDigit);
    expect(bodiesOf(LOOKUP)).toEqual([]);
  });

  it('keeps the button off while the lookup is on its way', async () => {
    show(<Asking />);

    await lookUp(CIDS.reached);

    expect(screen.getByRole('button', { name: CITIZEN_DELIVERY_LABELS.search })).toBeDisabled();
  });

  it('says in Thai that the lookup failed when the API fails', async () => {
    show(<Unreachable />);

    await lookUp(CIDS.reached);

    expect(await screen.findByRole('alert')).toHaveTextContent(CITIZEN_DELIVERY_TEXT.failed);
  });
});
