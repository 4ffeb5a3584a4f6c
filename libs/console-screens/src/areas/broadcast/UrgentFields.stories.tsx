import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPROVAL_TEXTS } from '@hbc/contracts';
import { UrgentFields, type UrgentFieldsProps } from './UrgentFields';

/** The fields as the form holds them: the switch turns the reason on and off. */
function HeldUrgentFields(props: Partial<UrgentFieldsProps>) {
  const [urgent, setUrgent] = useState(props.urgent ?? false);
  const [reason, setReason] = useState(props.reason ?? '');
  return (
    <UrgentFields
      urgent={urgent}
      reason={reason}
      onChange={(changes) => {
        if (changes.urgent !== undefined) setUrgent(changes.urgent);
        if (changes.urgentReason !== undefined) setReason(changes.urgentReason);
      }}
      {...(props.error ? { error: props.error } : {})}
    />
  );
}

const meta: Meta<typeof HeldUrgentFields> = {
  title: 'console/broadcast/UrgentFields',
  component: HeldUrgentFields,
};
export default meta;
type Story = StoryObj<typeof HeldUrgentFields>;

/** Not urgent: the switch and what urgent means. */
export const NotUrgent: Story = {};

/** Urgent without a reason yet, as the form says after a save. */
export const ReasonMissing: Story = {
  args: { urgent: true, error: APPROVAL_TEXTS.urgentReasonRequired },
};
