import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { BROADCAST_STATUS_LABELS } from '@hbc/contracts';
import { show } from '../../testing/spec-helpers';
import * as stories from './BroadcastHeading.stories';

const { Sent, Urgent, TitleOnly } = composeStories(stories);

describe('BroadcastHeading', () => {
  it('names the broadcast with its status beside it', () => {
    show(<Sent />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'ชวนตรวจสุขภาพประจำปี' }),
    ).toBeInTheDocument();
    expect(screen.getByText(BROADCAST_STATUS_LABELS.SENT)).toBeInTheDocument();
    expect(screen.queryByText('เร่งด่วน')).not.toBeInTheDocument();
  });

  it('says an urgent broadcast is urgent beside its status', () => {
    show(<Urgent />);
    expect(screen.getByText(BROADCAST_STATUS_LABELS.SENT)).toBeInTheDocument();
    expect(screen.getByText('เร่งด่วน')).toBeInTheDocument();
  });

  it('shows the title alone while the status is not known', () => {
    show(<TitleOnly />);
    expect(screen.getByRole('heading', { level: 2, name: 'รายงานบรอดแคสต์' })).toBeInTheDocument();
    for (const label of Object.values(BROADCAST_STATUS_LABELS)) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
  });
});
