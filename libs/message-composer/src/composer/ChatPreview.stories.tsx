import type { Meta, StoryObj } from '@storybook/react-vite';
import { messageToDraft, type ComposerMessage } from '../model';
import {
  sampleCarousel,
  sampleImagemap,
  sampleText,
  sampleVideo,
} from '../fixtures/sample-messages';
import { ChatPreview } from './ChatPreview';
import type { ComposerDraft } from './useComposer';

const drafts = (...messages: ComposerMessage[]): ComposerDraft[] =>
  messages.map((message, index) => ({ ...messageToDraft(message), id: `preview-${index}` }));

const meta: Meta<typeof ChatPreview> = {
  title: 'message-composer/Composer/Chat preview',
  component: ChatPreview,
  args: { companyName: 'รพ.สต.บ้านหนองบัว' },
};
export default meta;
type Story = StoryObj<typeof ChatPreview>;

export const TextCardVideo: Story = {
  args: { drafts: drafts(sampleText(), sampleCarousel(3), sampleVideo()) },
};
export const RichAndCustom: Story = {
  args: {
    drafts: drafts(sampleImagemap(4), { type: 'sticker', packageId: '446', stickerId: '1988' }),
  },
};
export const Collapsed: Story = { args: { drafts: drafts(sampleText()), defaultExpanded: false } };
export const NoMessage: Story = { args: { drafts: [] } };
