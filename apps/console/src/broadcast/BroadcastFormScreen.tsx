import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@hbc/contracts';
import { MessageComposer } from '@hbc/message-composer';
import { PageScaffold } from '@hbc/ui';
import { documentTitle } from '../app/app-title';
import { useBroadcastForm } from './useBroadcastForm';

const TITLE = 'สร้างบรอดแคสต์';
const TITLE_MAX = 100;

/** /broadcast/form: a broadcast's title and its messages, written in the message composer. */
export function BroadcastFormScreen() {
  const navigate = useNavigate();
  const { companyName, title, setTitle, messages, saveMessages } = useBroadcastForm();
  const breadcrumbs = [
    { label: 'รายการบรอดแคสต์', onClick: () => void navigate(ROUTES.broadcast) },
    { label: TITLE },
  ];
  return (
    <PageScaffold title={TITLE} breadcrumbs={breadcrumbs}>
      <title>{documentTitle(TITLE)}</title>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="ชื่อบรอดแคสต์"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          fullWidth
          sx={{ maxWidth: 560 }}
        />
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="h2">
            ข้อความ
          </Typography>
          <MessageComposer value={messages} onSave={saveMessages} companyName={companyName} />
          <Typography variant="body2" color="text.secondary">
            {messages.length > 0 ? `บันทึกข้อความแล้ว ${messages.length} ข้อความ` : 'ยังไม่มีข้อความ'}
          </Typography>
        </Stack>
        <Alert severity="info">การบันทึกบรอดแคสต์จะเปิดใช้งานเร็วๆ นี้</Alert>
      </Stack>
    </PageScaffold>
  );
}
