import { useFormikContext } from 'formik';
import { ROUTES, SEGMENT_NAME_MAX_LENGTH } from '@hbc/contracts';
import { EntityForm, FormActions, FormTextField } from '@hbc/data-screens';
import { PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../routing/app-title';
import { useScreenTrail } from '../../resources/screen-trail';
import { useRecordQuery } from '../../resources/useRecordQuery';
import type { SegmentFormValues } from './condition-drafts';
import { LiveCount } from './LiveCount';
import { RuleBuilder } from './RuleBuilder';
import { countableRules } from './segment-form-values';
import { useLiveCount } from './useLiveCount';
import { useSegmentForm, type SegmentFormId } from './useSegmentForm';

export const SEGMENT_FORM_TEXT = {
  newTitle: 'เพิ่มข้อมูลกลุ่มเป้าหมาย',
  editTitle: 'แก้ไขข้อมูลกลุ่มเป้าหมาย',
  name: 'ชื่อกลุ่มเป้าหมาย',
} as const;

/** The live count of the rules as the form holds them. */
function FormLiveCount() {
  const { values } = useFormikContext<SegmentFormValues>();
  const live = useLiveCount(countableRules(values.rules));
  return <LiveCount state={live.state} onRetry={live.retry} />;
}

function SegmentForm({ id }: { id: SegmentFormId }) {
  const state = useSegmentForm(id);
  const title = state.editing ? SEGMENT_FORM_TEXT.editTitle : SEGMENT_FORM_TEXT.newTitle;
  const breadcrumbs = useScreenTrail(ROUTES.segmentForm, title);
  return (
    <>
      <title>{documentTitle(title)}</title>
      <PageScaffold title={title} breadcrumbs={breadcrumbs}>
        <EntityForm form={state.form}>
          <FormTextField
            name="name"
            label={SEGMENT_FORM_TEXT.name}
            required
            maxLength={SEGMENT_NAME_MAX_LENGTH}
          />
          <RuleBuilder />
          <FormLiveCount />
          <FormActions onCancel={state.cancel} />
        </EntityForm>
      </PageScaffold>
    </>
  );
}

/**
 * /segment/form (LV1, LV3): a new segment or, with `?id=`, the segment to edit: its name and its
 * rules in the rule builder, with a live count of the citizens they reach. Another id is another
 * form.
 */
export function SegmentFormScreen() {
  const { id } = useRecordQuery();
  return <SegmentForm key={String(id)} id={id} />;
}
