import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  ROUTES,
  TRACKING_URL_NAME_MAX_LENGTH,
  TRACKING_URL_TARGET_MAX_LENGTH,
  type TrackingUrlRecord,
} from '@hbc/contracts';
import { EntityForm, FormActions, FormSwitchField, FormTextField } from '@hbc/data-screens';
import { PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../routing/app-title';
import { FORM_MAX_WIDTH } from '../../forms/form-layout';
import { formatCount } from '../../formatting/format-count';
import { useScreenTrail } from '../../resources/screen-trail';
import { useRecordQuery } from '../../resources/useRecordQuery';
import { useCopyShortLink } from './useCopyShortLink';
import { useTrackingUrlForm, type TrackingUrlFormId } from './useTrackingUrlForm';

export const TRACKING_URL_FORM_TEXT = {
  newTitle: 'เพิ่มข้อมูลลิงก์ติดตาม',
  editTitle: 'แก้ไขข้อมูลลิงก์ติดตาม',
  name: 'ชื่อลิงก์',
  nameHint: 'ตั้งชื่อให้จำได้ เช่น ชื่อกิจกรรมหรือแคมเปญ ชื่อไม่ซ้ำกันในหน่วยบริการ',
  targetUrl: 'ลิงก์ปลายทาง',
  targetHint: 'หน้าที่ผู้รับจะไปถึงเมื่อกดลิงก์ ขึ้นต้นด้วย http:// หรือ https://',
  shortUrl: 'ลิงก์ย่อ',
  clicks: (link: TrackingUrlRecord) =>
    `คลิก ${formatCount(link.clicks)} ครั้ง · คลิกไม่ซ้ำ ${formatCount(link.uniqueClicks)} ครั้ง`,
  copy: 'คัดลอกลิงก์ย่อ',
  enabled: 'เปิดใช้งาน',
  enabledHint: 'เมื่อปิดใช้งาน ผู้ที่กดลิงก์ย่อจะพบหน้าแจ้งว่าไม่พบลิงก์ และไม่นับคลิก',
} as const;

const TEXT = TRACKING_URL_FORM_TEXT;

/** The link's short link, read-only, to copy; its clicks so far under it. */
function ShortLinkField({ link }: { link: TrackingUrlRecord }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const copy = useCopyShortLink();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControl fullWidth>
        <InputLabel htmlFor={id}>{TEXT.shortUrl}</InputLabel>
        <OutlinedInput
          id={id}
          label={TEXT.shortUrl}
          value={link.shortUrl}
          inputRef={field}
          readOnly
          aria-describedby={`${id}-clicks`}
          onFocus={(event) => event.target.select()}
        />
        <FormHelperText id={`${id}-clicks`}>{TEXT.clicks(link)}</FormHelperText>
      </FormControl>
      <Button
        variant="outlined"
        startIcon={<ContentCopy />}
        onClick={() => copy(link.shortUrl, field.current)}
        sx={{ flexShrink: 0, mt: { sm: 1 } }}
      >
        {TEXT.copy}
      </Button>
    </Stack>
  );
}

function TrackingUrlForm({ id }: { id: TrackingUrlFormId }) {
  const state = useTrackingUrlForm(id);
  const title = state.editing ? TEXT.editTitle : TEXT.newTitle;
  const breadcrumbs = useScreenTrail(ROUTES.trackingUrlForm, title);
  return (
    <>
      <title>{documentTitle(title)}</title>
      <PageScaffold title={title} breadcrumbs={breadcrumbs}>
        <Box sx={{ maxWidth: FORM_MAX_WIDTH }}>
          <EntityForm form={state.form}>
            {state.loaded && <ShortLinkField link={state.loaded} />}
            <FormTextField
              name="name"
              label={TEXT.name}
              required
              hint={TEXT.nameHint}
              maxLength={TRACKING_URL_NAME_MAX_LENGTH}
            />
            <FormTextField
              name="targetUrl"
              label={TEXT.targetUrl}
              required
              hint={TEXT.targetHint}
              placeholder="https://"
              type="url"
              inputMode="url"
              maxLength={TRACKING_URL_TARGET_MAX_LENGTH}
              autoComplete="off"
            />
            {state.editing && (
              <FormSwitchField name="enabled" label={TEXT.enabled} hint={TEXT.enabledHint} />
            )}
            <FormActions onCancel={state.cancel} />
          </EntityForm>
        </Box>
      </PageScaffold>
    </>
  );
}

/**
 * /tracking-url/form (LV3): a new tracking link or, with `?id=`, the link to edit: its name,
 * destination and (editing) whether it is enabled, its short link shown to copy. Another id is
 * another form.
 */
export function TrackingUrlFormScreen() {
  const { id } = useRecordQuery();
  return <TrackingUrlForm key={String(id)} id={id} />;
}
