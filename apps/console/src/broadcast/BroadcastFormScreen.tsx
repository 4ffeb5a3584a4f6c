import { useNavigate } from 'react-router';
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@hbc/contracts';
import { PageScaffold } from '@hbc/ui';
import { documentTitle } from '../app/app-title';
import { OnDemandMessageComposer } from './OnDemandMessageComposer';
import { useBroadcastForm } from './useBroadcastForm';

const TITLE = 'สร้างบรอดแคสต์';
const TITLE_MAX = 100;

/**
 * /broadcast/form: a broadcast's title and its messages, written in the message composer, which
 * loads when its button is first pressed.
 */
export function BroadcastFormScreen() {
  const navigate = useNavigate();
  const titleId = useId();
  const { companyName, title, setTitle, messages, saveMessages } = useBroadcastForm();
  const breadcrumbs = [
    { label: 'รายการบรอดแคสต์', onClick: () => void navigate(ROUTES.broadcast) },
    { label: TITLE },
  ];
  return (
    <PageScaffold title={TITLE} breadcrumbs={breadcrumbs}>
      <title>{documentTitle(TITLE)}</title>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        {/* TextField would bring its select mode (Menu, Popover, Modal) into the form's first load. */}
        <FormControl fullWidth sx={{ maxWidth: 560 }}>
          <InputLabel htmlFor={titleId}>ชื่อบรอดแคสต์</InputLabel>
          <OutlinedInput
            id={titleId}
            label="ชื่อบรอดแคสต์"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            inputProps={{ maxLength: TITLE_MAX }}
          />
        </FormControl>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="h2">
            ข้อความ
          </Typography>
          <OnDemandMessageComposer
            value={messages}
            onSave={saveMessages}
            companyName={companyName}
          />
          <Typography variant="body2" color="text.secondary">
            {messages.length > 0 ? `บันทึกข้อความแล้ว ${messages.length} ข้อความ` : 'ยังไม่มีข้อความ'}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" role="note">
          การบันทึกบรอดแคสต์จะเปิดใช้งานเร็วๆ นี้
        </Typography>
      </Stack>
    </PageScaffold>
  );
}
