import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleImage } from '@hbc/message-model/fixtures';
import { writeCard, type CarouselMessage } from '@hbc/message-composer';
import { createMemoryUploadFn, UploadFnContext } from '@hbc/upload-widgets';
import { FakeApiScope } from '../health-center/unit-detail-fixtures';
import { fakeTrackingUrlApi, VACCINE_LINK } from '../tracking-url/tracking-url-fixtures';
import OpenedMessageComposer from './OpenedMessageComposer';

const trackingApi = fakeTrackingUrlApi();

/** Uploads stay in the browser; the tracking-link API answers from memory. */
const withApi: Decorator = (Story) => (
  <FakeApiScope routes={trackingApi}>
    <UploadFnContext.Provider value={createMemoryUploadFn()}>
      <Story />
    </UploadFnContext.Provider>
  </FakeApiScope>
);

/** A card message whose only card leads through the unit's vaccine tracking link. */
const CARD_WITH_TRACKING_LINK: CarouselMessage = {
  type: 'carousel',
  contents: [
    writeCard({
      image: sampleImage('1', '#1b8a4b'),
      hasAction: true,
      label: 'นัดฉีดวัคซีน',
      link: VACCINE_LINK.shortUrl,
    }),
  ],
};

const meta: Meta<typeof OpenedMessageComposer> = {
  title: 'console/broadcast/OpenedMessageComposer',
  component: OpenedMessageComposer,
  decorators: [withApi],
  args: {
    open: true,
    onClose: fn(),
    onSave: fn(),
    companyName: 'โรงพยาบาลบ้านหนองบัว',
    value: [CARD_WITH_TRACKING_LINK],
  },
};
export default meta;
type Story = StoryObj<typeof OpenedMessageComposer>;

/** The composer of a broadcast: its link fields offer the unit's tracking links from the API. */
export const WithTrackingLinks: Story = {};

/** Viewing a broadcast: the card's tracking link is named, nothing offered. */
export const ReadOnly: Story = { args: { readOnly: true } };
