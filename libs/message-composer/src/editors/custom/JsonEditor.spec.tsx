import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './JsonEditor.stories';

const {
  NewEntry,
  Filled,
  InvalidJsonError,
  MissingFieldsError,
  UnknownTypeError,
  FlexRuleErrors,
  ReadOnly,
} = composeStories(stories);

const field = () => screen.getByRole('textbox', { name: 'JSON' });

describe('JsonEditor', () => {
  it('starts a new entry as an empty text message', () => {
    render(
      <StoryShell>
        <NewEntry />
      </StoryShell>,
    );
    expect(JSON.parse((field() as HTMLTextAreaElement).value)).toEqual({ type: 'text', text: '' });
  });

  it('names the line and column of invalid JSON once saved', () => {
    render(
      <StoryShell>
        <InvalidJsonError />
      </StoryShell>,
    );
    expect(screen.getByText('รูปแบบ JSON ไม่ถูกต้อง (บรรทัด 4 คอลัมน์ 1)')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows the text as it is corrected', () => {
    render(
      <StoryShell>
        <InvalidJsonError />
      </StoryShell>,
    );
    fireEvent.change(field(), {
      target: { value: '{"type": "sticker", "packageId": "446", "stickerId": "1"}' },
    });
    expect(screen.queryByText(/รูปแบบ JSON ไม่ถูกต้อง/)).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('requires the fields of the LINE type', () => {
    render(
      <StoryShell>
        <MissingFieldsError />
      </StoryShell>,
    );
    expect(screen.getByText('JSON ขาดข้อมูลที่จำเป็น: text')).toBeInTheDocument();
  });

  it('requires a known LINE type', () => {
    render(
      <StoryShell>
        <UnknownTypeError />
      </StoryShell>,
    );
    expect(screen.getByText('JSON ต้องเป็นออบเจ็กต์ข้อความ LINE ที่มี type ที่รองรับ')).toBeInTheDocument();
  });

  it('names each field LINE would refuse, the first three listed and the rest counted', () => {
    render(
      <StoryShell>
        <FlexRuleErrors />
      </StoryShell>,
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    const help = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect([...(help?.children ?? [])].map((line) => line.textContent)).toEqual([
      'contents.size: ค่าที่ใช้ได้: nano, micro, deca, hecto, kilo, mega, giga',
      'contents.body.contents[2].type: ค่าที่ใช้ได้: box, button, image, text, separator, filler',
      'contents.body.contents[0].weight: ค่าที่ใช้ได้: regular, bold',
      'และอีก 2 รายการ',
    ]);
  });

  it('shows a valid message without error', () => {
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('cannot be edited when read-only', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    const before = (field() as HTMLTextAreaElement).value;
    await user.type(field(), 'x');
    expect(field()).toHaveValue(before);
    expect(field()).toHaveAttribute('readonly');
  });
});
