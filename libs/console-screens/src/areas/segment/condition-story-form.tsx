import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { Decorator } from '@storybook/react-vite';
import type { SegmentBody, SegmentConditionKind } from '@hbc/contracts';
import { EntityForm, useEntityForm } from '@hbc/data-screens';
import type {
  ConditionDraft,
  DraftFields,
  RulesDraft,
  SegmentFormValues,
} from './condition-drafts';
import { newCondition, segmentFormSchema, toSegmentBody } from './segment-form-values';

/** Where a condition editor's story puts its condition in the form's values. */
export const STORY_CONDITION = 'rules.conditions.0';
export const CHECK_TEXT = 'ตรวจสอบ';

/** The bodies the condition stories' forms would have sent, oldest first. */
export const conditionFormSaves: SegmentBody[] = [];

function RulesForm({ rules, children }: { rules: RulesDraft; children: ReactNode }) {
  const form = useEntityForm<SegmentFormValues>({
    initialValues: { name: 'กลุ่มทดลอง', rules },
    validationSchema: segmentFormSchema,
    save: (values) => {
      conditionFormSaves.push(toSegmentBody(values));
      return Promise.resolve();
    },
    savedMessage: null,
  });
  return (
    <EntityForm form={form}>
      {children}
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {CHECK_TEXT}
      </Button>
    </EntityForm>
  );
}

/**
 * A condition editor's story in a bare segment form holding one condition of `kind` (new, or
 * with `fields`) at `STORY_CONDITION`; 'ตรวจสอบ' sends the form, showing its rules' messages.
 * Goes inside the story's data router.
 */
export function inConditionForm<K extends SegmentConditionKind>(
  kind: K,
  fields: Partial<DraftFields<K>> = {},
): Decorator {
  return (Story) => (
    <RulesForm
      rules={{ match: 'ALL', conditions: [{ ...newCondition(kind), ...fields } as ConditionDraft] }}
    >
      <Story />
    </RulesForm>
  );
}

/** A rule builder's story in a bare segment form holding `rules`; 'ตรวจสอบ' sends the form. */
export function inRulesForm(rules: RulesDraft): Decorator {
  return (Story) => (
    <RulesForm rules={rules}>
      <Story />
    </RulesForm>
  );
}
