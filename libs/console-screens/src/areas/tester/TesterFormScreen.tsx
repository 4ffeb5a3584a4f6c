import { useId } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ROUTES, rowIdFromText } from '@hbc/contracts';
import { EntityForm, FormActions, FormTextField } from '@hbc/data-screens';
import { PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../routing/app-title';
import { titleOf, useScreenTrail } from '../../resources/screen-trail';
import { useBackToList } from '../../resources/useBackToList';
import { useResourceForm } from '../../resources/useResourceForm';
import { useViewerRole } from '../../viewer/useViewerRole';
import { TESTER_CID_FORM } from './tester-cid-form';
import { choosesUnit, TESTER_FORM_UNIT_PARAM } from './tester-unit';
import { TesterCodePanel } from './TesterCodePanel';

const TITLE = titleOf(ROUTES.testerForm);
/** The widest the form grows: fields stay readable on a wide screen. */
const FORM_MAX_WIDTH = 720;

export const TESTER_FORM_TABS = ['cid', 'code'] as const;
export type TesterFormTab = (typeof TESTER_FORM_TABS)[number];
const TAB_KEY = 'tab';

export const TESTER_FORM_TEXT = {
  tabs: 'วิธีเพิ่มผู้ทดสอบ',
  tab: { cid: 'เลขประจำตัวประชาชน', code: 'รหัสครั้งเดียว' } satisfies Record<TesterFormTab, string>,
  name: 'ชื่อผู้ทดสอบ',
  cid: 'เลขประจำตัวประชาชน',
  cidHint: 'ของผู้ที่ติดตามบัญชี LINE ของโครงการ ตัวเลข 13 หลัก พิมพ์ขีดหรือเว้นวรรคคั่นได้',
  noUnit: 'ยังไม่ได้เลือกหน่วยบริการ กลับไปที่รายชื่อผู้ทดสอบแล้วเลือกหน่วยบริการก่อน',
} as const;

/** The tester of a CID: their name and the CID, checked as typed. */
function TesterCidForm({ unitId }: { unitId: number | null }) {
  const { form, back } = useResourceForm(TESTER_CID_FORM, { id: null, start: { unitId } });
  return (
    <EntityForm form={form}>
      <FormTextField name="name" label={TESTER_FORM_TEXT.name} required />
      <FormTextField
        name="cid"
        label={TESTER_FORM_TEXT.cid}
        required
        hint={TESTER_FORM_TEXT.cidHint}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormActions onCancel={back} />
    </EntityForm>
  );
}

/** The add form's panel of `tab`, for `unitId`. */
function TesterFormPanel({ tab, unitId }: { tab: TesterFormTab; unitId: number | null }) {
  const back = useBackToList(ROUTES.tester);
  return tab === 'cid' ? (
    <TesterCidForm unitId={unitId} />
  ) : (
    <TesterCodePanel unitId={unitId} onDone={back} />
  );
}

/**
 * /setting/tester/form (Super Admin, LV1): adds a tester of the unit by their CID, or
 * (`?tab=code`) by a one-time code they send to the programme's LINE account. Super Admin adds
 * to the unit the list chose (`?unit=`).
 */
export function TesterFormScreen() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: TesterFormTab = params.get(TAB_KEY) === 'code' ? 'code' : 'cid';
  const everyUnit = choosesUnit(useViewerRole());
  const chosenUnit = rowIdFromText(params.get(TESTER_FORM_UNIT_PARAM) ?? '') ?? null;
  const breadcrumbs = useScreenTrail(ROUTES.testerForm);
  const choose = (next: TesterFormTab) => {
    const kept = new URLSearchParams(params);
    if (next === 'code') kept.set(TAB_KEY, next);
    else kept.delete(TAB_KEY);
    setParams(kept, { replace: true });
  };
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      <PageScaffold title={TITLE} breadcrumbs={breadcrumbs}>
        {everyUnit && chosenUnit === null ? (
          <Alert severity="info">{TESTER_FORM_TEXT.noUnit}</Alert>
        ) : (
          <>
            <Tabs
              value={tab}
              onChange={(_event, next: TesterFormTab) => choose(next)}
              aria-label={TESTER_FORM_TEXT.tabs}
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              {TESTER_FORM_TABS.map((value) => (
                <Tab
                  key={value}
                  value={value}
                  label={TESTER_FORM_TEXT.tab[value]}
                  id={`${id}-${value}`}
                  aria-controls={`${id}-panel`}
                />
              ))}
            </Tabs>
            <Box
              role="tabpanel"
              id={`${id}-panel`}
              aria-labelledby={`${id}-${tab}`}
              sx={{ pt: 3, maxWidth: FORM_MAX_WIDTH }}
            >
              <TesterFormPanel tab={tab} unitId={everyUnit ? chosenUnit : null} />
            </Box>
          </>
        )}
      </PageScaffold>
    </>
  );
}
