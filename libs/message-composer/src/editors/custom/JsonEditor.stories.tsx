import type { Meta, StoryObj } from '@storybook/react-vite';
import { createCustomJson } from '@hbc/message-model';
import { useEditorPlayground } from '../useEditorPlayground';
import { JsonEditor } from './JsonEditor';

interface PlaygroundProps {
  initial: string;
  showIssues?: boolean;
  readOnly?: boolean;
}

function JsonEditorPlayground({ initial, showIssues = false, readOnly }: PlaygroundProps) {
  const { value, onChange, issues } = useEditorPlayground('custom', initial, showIssues);
  return (
    <JsonEditor id="json-1" value={value} onChange={onChange} issues={issues} readOnly={readOnly} />
  );
}

const meta: Meta<typeof JsonEditorPlayground> = {
  title: 'message-composer/editors/Json/Editor',
  component: JsonEditorPlayground,
};
export default meta;
type Story = StoryObj<typeof JsonEditorPlayground>;

const STICKER_JSON = JSON.stringify(
  { type: 'sticker', packageId: '446', stickerId: '1988' },
  null,
  2,
);

export const NewEntry: Story = { args: { initial: createCustomJson() } };
export const Filled: Story = { args: { initial: STICKER_JSON } };
export const InvalidJsonError: Story = {
  args: { initial: '{\n  "type": "sticker",\n  "packageId": "446",\n}', showIssues: true },
};
export const MissingFieldsError: Story = {
  args: { initial: createCustomJson(), showIssues: true },
};
export const UnknownTypeError: Story = {
  args: { initial: '{ "type": "poster" }', showIssues: true },
};
/** A flex bubble LINE refuses in five places: the first three are named, the rest counted. */
export const FlexRuleErrors: Story = {
  args: {
    initial: JSON.stringify(
      {
        type: 'flex',
        altText: 'นัดตรวจสุขภาพ',
        contents: {
          type: 'bubble',
          size: 'huge',
          body: {
            type: 'box',
            layout: 'vertical',
            contents: [
              { type: 'text', text: 'วันพุธ', weight: 'heavy', foo: 1 },
              { type: 'button', style: 'primary' },
              { type: 'sparkle' },
            ],
          },
        },
      },
      null,
      2,
    ),
    showIssues: true,
  },
};
export const ReadOnly: Story = { args: { initial: STICKER_JSON, readOnly: true } };
