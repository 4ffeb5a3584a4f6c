import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { show } from '../../testing/spec-helpers';
import * as stories from './ApprovalNotice.stories';

const { WaitingUrgent, WaitingWhileEditing, Rejected, Approved, Withdrawn, NeverAsked } =
  composeStories(stories);

describe('ApprovalNotice', () => {
  it('says whom a waiting broadcast waits for, who asked and when, and why', () => {
    show(<WaitingUrgent />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('รออนุมัติจาก Admin LV1 ของหน่วยบริการ หรือ Super Admin');
    expect(alert).toHaveTextContent('ขออนุมัติโดย มานี ขยันยิ่ง เมื่อ 23/11/2569 08:00');
    expect(alert).toHaveTextContent('จำนวนผู้รับตั้งแต่ 10,000 คนขึ้นไปต้องได้รับการอนุมัติก่อนส่ง');
    expect(alert).toHaveTextContent('บรอดแคสต์เร่งด่วนต้องได้รับการอนุมัติก่อนส่งทุกครั้ง');
    expect(alert).toHaveTextContent('เหตุผลที่เร่งด่วน: ค่าฝุ่นเกินมาตรฐานในพื้นที่ ต้องแจ้งภายในวันนี้');
    expect(alert).not.toHaveTextContent('ถอนคำขออนุมัติ');
  });

  it('warns in the form that saving an edit withdraws the request', () => {
    show(<WaitingWhileEditing />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'การบันทึกการแก้ไขจะถอนคำขออนุมัติ บรอดแคสต์จะกลับเป็นฉบับร่างและต้องส่งขออนุมัติใหม่',
    );
  });

  it('says who rejected it, when and why', () => {
    show(<Rejected />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('ไม่อนุมัติ');
    expect(alert).toHaveTextContent('โดย สมชาย ใจดี เมื่อ 23/11/2569 10:00');
    expect(alert).toHaveTextContent('เหตุผล: เบอร์โทรนัดหมายไม่ถูกต้อง กรุณาแก้ไขก่อนส่ง');
  });

  it('says who approved it and when', () => {
    show(<Approved />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('อนุมัติแล้ว');
    expect(alert).toHaveTextContent('โดย สมชาย ใจดี เมื่อ 20/11/2569 08:30');
  });

  it('says an edit withdrew the request', () => {
    show(<Withdrawn />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ถอนคำขออนุมัติแล้ว เพราะมีการแก้ไขบรอดแคสต์เมื่อ 23/11/2569 09:00',
    );
  });

  it('shows nothing for a broadcast that never asked', () => {
    show(<NeverAsked />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
