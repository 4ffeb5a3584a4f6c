import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryUpload } from '../../testing/with-memory-upload';
import {
  createCardBubble,
  createCarouselMessage,
  writeCard,
  type CarouselMessage,
} from '@hbc/message-model';
import { sampleCarousel, sampleImage } from '@hbc/message-model/fixtures';
import { useEditorPlayground } from '../useEditorPlayground';
import { CarouselEditor } from './CarouselEditor';

interface PlaygroundProps {
  initial: CarouselMessage;
  showIssues?: boolean;
  readOnly?: boolean;
}

function CarouselEditorPlayground({ initial, showIssues = false, readOnly }: PlaygroundProps) {
  const { value, onChange, issues } = useEditorPlayground('carousel', initial, showIssues);
  return (
    <CarouselEditor
      id="card-1"
      value={value}
      onChange={onChange}
      issues={issues}
      readOnly={readOnly}
    />
  );
}

const meta: Meta<typeof CarouselEditorPlayground> = {
  title: 'message-composer/editors/Card message/Editor',
  component: CarouselEditorPlayground,
  decorators: [withMemoryUpload],
};
export default meta;
type Story = StoryObj<typeof CarouselEditorPlayground>;

const image = (n: number) => sampleImage(`${n}`, '#1b8a4b');

export const Empty: Story = { args: { initial: createCarouselMessage() } };
export const Filled: Story = { args: { initial: sampleCarousel(3, true) } };
export const TenCards: Story = { args: { initial: sampleCarousel(10, true) } };
export const MissingImageError: Story = {
  args: {
    initial: {
      type: 'carousel',
      contents: [
        writeCard({ image: image(1), hasAction: false, label: '', link: '' }),
        createCardBubble(),
      ],
    },
    showIssues: true,
  },
};
export const MissingLabelAndLinkError: Story = {
  args: {
    initial: {
      type: 'carousel',
      contents: [writeCard({ image: image(1), hasAction: true, label: '', link: '' })],
    },
    showIssues: true,
  },
};
export const InvalidLinkError: Story = {
  args: {
    initial: {
      type: 'carousel',
      contents: [
        writeCard({
          image: image(1),
          hasAction: true,
          label: 'จองคิว',
          link: 'line://ti/p/@clinic',
        }),
      ],
    },
    showIssues: true,
  },
};
export const ReadOnly: Story = { args: { initial: sampleCarousel(3, true), readOnly: true } };
