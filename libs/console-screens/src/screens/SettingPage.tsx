import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RoutePath } from '@hbc/contracts';
import { LoadingState, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../routing/app-title';
import { titleOf } from '../resources/screen-trail';
import { RetryAlert } from './RetryAlert';
import type { SettingLoad } from './useLoadedSetting';

/**
 * A setting screen of the Super Admin: the route's title, a spinner while the setting is read,
 * why not with 'ลองอีกครั้ง' when the read failed, else its form.
 */
export function SettingPage({
  route,
  load,
  loadFailed,
  onRetry,
  children,
}: {
  route: RoutePath;
  load: SettingLoad;
  /** What staff read when the setting could not be read. */
  loadFailed: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const title = titleOf(route);
  return (
    <PageScaffold title={title}>
      <title>{documentTitle(title)}</title>
      {load === 'loading' ? (
        <LoadingState />
      ) : load === 'failed' ? (
        <RetryAlert text={loadFailed} onRetry={onRetry} />
      ) : (
        children
      )}
    </PageScaffold>
  );
}

/** What a setting form's button says. */
export const SETTING_SAVE_TEXT = 'บันทึก';

/**
 * A setting's form: what the setting does, its fields, and Save (disabled while saving). Enter in
 * a field saves too; the browser's own checks are off, the screen says what is wrong in Thai.
 */
export function SettingForm({
  help,
  saving,
  onSave,
  maxWidth,
  children,
}: {
  help: string;
  saving: boolean;
  onSave: () => void;
  maxWidth: number;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      sx={{ maxWidth }}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Typography color="text.secondary">{help}</Typography>
      {children}
      <div>
        <Button type="submit" variant="contained" disabled={saving}>
          {SETTING_SAVE_TEXT}
        </Button>
      </div>
    </Stack>
  );
}
