import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { messageToDraft, type ComposerMessage } from '@hbc/message-model';
import {
  sampleCarousel,
  sampleImagemap,
  sampleText,
  sampleVideo,
} from '@hbc/message-model/fixtures';
import { ChatPreview } from './ChatPreview';
import { CHAT_SCHEME_KEY } from './useChatScheme';
import type { ComposerDraft } from './useComposer';

const drafts = (...messages: ComposerMessage[]): ComposerDraft[] =>
  messages.map((message, index) => ({ ...messageToDraft(message), id: `preview-${index}` }));

/** As after 'โหมดมืด' was switched on earlier in the session: the previews that follow open dark too. */
const rememberedDark: Decorator = (Story) => {
  sessionStorage.setItem(CHAT_SCHEME_KEY, 'dark');
  return <Story />;
};

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
export const DarkMode: Story = {
  args: {
    drafts: drafts(sampleText(), sampleCarousel(3), {
      type: 'sticker',
      packageId: '446',
      stickerId: '1988',
    }),
  },
  decorators: [rememberedDark],
};
