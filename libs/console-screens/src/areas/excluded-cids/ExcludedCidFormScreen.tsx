import { useId } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CID_REASON_MAX_LENGTH, ROUTES } from '@hbc/contracts';
import { EntityForm, FormActions, FormTextField } from '@hbc/data-screens';
import { PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../routing/app-title';
import { titleOf, useScreenTrail } from '../../resources/screen-trail';
import { CidImportPanel } from './CidImportPanel';
import {
  CID_FORM_TAB_KEY,
  CID_FORM_TAB_LABELS,
  CID_FORM_TABS,
  cidFormTabOf,
  type CidFormTab,
} from './cid-form-tabs';
import { useCidEntryForm } from './useCidEntryForm';

const TITLE = titleOf(ROUTES.excludeCidForm);

/**
 * The widest the form grows: fields stay readable on a wide screen. The value of
 * `forms/form-layout`, written out because importing it here moves that module into a chunk the
 * broadcast form loads first, past its goal (`app/production-build.spec.ts`).
 */
const FORM_MAX_WIDTH = 720;

export const CID_FORM_LABELS = {
  tabs: 'วิธีเพิ่ม CID',
  cid: 'เลขประจำตัวประชาชน',
  cidHint: 'ตัวเลข 13 หลัก พิมพ์ขีดหรือเว้นวรรคคั่นได้',
  reason: 'เหตุผล',
} as const;

/** One CID with its reason. */
function CidEntryForm() {
  const { form, toList } = useCidEntryForm();
  return (
    <EntityForm form={form}>
      <FormTextField
        name="cid"
        label={CID_FORM_LABELS.cid}
        required
        hint={CID_FORM_LABELS.cidHint}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormTextField
        name="reason"
        label={CID_FORM_LABELS.reason}
        required
        multiline
        rows={3}
        maxLength={CID_REASON_MAX_LENGTH}
      />
      <FormActions onCancel={toList} />
    </EntityForm>
  );
}

/**
 * /setting/exclude-cid/form (Super Admin): adds one CID with its reason, or (`?tab=import`)
 * imports a CSV or XLSX file after a preview. Leaving a tab with unsaved work asks first.
 */
export function ExcludedCidFormScreen() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab = cidFormTabOf(params.get(CID_FORM_TAB_KEY));
  const breadcrumbs = useScreenTrail(ROUTES.excludeCidForm);
  const choose = (next: CidFormTab) =>
    setParams(next === 'import' ? { [CID_FORM_TAB_KEY]: next } : {}, { replace: true });
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      <PageScaffold title={TITLE} breadcrumbs={breadcrumbs}>
        <Tabs
          value={tab}
          onChange={(_event, next: CidFormTab) => choose(next)}
          aria-label={CID_FORM_LABELS.tabs}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {CID_FORM_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={CID_FORM_TAB_LABELS[value]}
              id={`${id}-${value}`}
              aria-controls={`${id}-panel`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-${tab}`}
          sx={{ pt: 3, maxWidth: tab === 'single' ? FORM_MAX_WIDTH : undefined }}
        >
          {tab === 'single' ? <CidEntryForm /> : <CidImportPanel />}
        </Box>
      </PageScaffold>
    </>
  );
}
