import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { LINE_CHANNEL_TEXTS } from '@hbc/contracts';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './LineChannelNotice.stories';

const { OtherProvider, Unconfirmed, SameProvider, NotChecked } = composeStories(stories);

describe('LineChannelNotice', () => {
  it('says in an error that the channels are under different providers, and when it was checked', () => {
    show(<OtherProvider />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('ช่องทาง LINE ตั้งค่าไม่ถูกต้อง');
    expect(alert).toHaveTextContent(LINE_CHANNEL_TEXTS.OTHER_PROVIDER);
    expect(alert).toHaveTextContent('ตรวจเมื่อ 30/11/2569 09:15');
    expect(alert).toHaveClass('MuiAlert-colorError');
  });

  it('warns while it is unconfirmed', () => {
    show(<Unconfirmed />);
    expect(screen.getByRole('alert')).toHaveTextContent('ยังยืนยันการตั้งค่าช่องทาง LINE ไม่ได้');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
  });

  it('says nothing when both channels share a provider, or before any check', () => {
    show(<SameProvider />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    show(<NotChecked />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    const { container } = show(<OtherProvider />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
