import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { documentTitle } from '../app/app-title';

export interface StatusScreenProps {
  /** A big figure such as 404; none for a generic fault. */
  code?: string;
  title: string;
  description: string;
}

/** A whole-page notice (not found, unexpected fault) with a way back to the start. */
export function StatusScreen({ code, title, description }: StatusScreenProps) {
  return (
    <Stack
      component="main"
      alignItems="center"
      justifyContent="center"
      spacing={2}
      sx={{ minHeight: '100vh', p: 3, textAlign: 'center', bgcolor: 'background.default' }}
    >
      <title>{documentTitle(title)}</title>
      {code && (
        <Typography variant="h1" component="p" color="primary" fontWeight={700} aria-hidden>
          {code}
        </Typography>
      )}
      <Typography variant="h5" component="h1" fontWeight={700}>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      <Button variant="contained" component={RouterLink} to={ROUTES.home}>
        กลับหน้าแรก
      </Button>
    </Stack>
  );
}

/** The page for an address the console does not have. */
export function NotFoundScreen() {
  return (
    <StatusScreen
      code="404"
      title="ไม่พบหน้าที่ต้องการ"
      description="หน้าที่คุณเรียกอาจถูกย้ายหรือไม่มีอยู่ในระบบ กรุณาตรวจสอบที่อยู่อีกครั้ง"
    />
  );
}

/** The page shown when a screen fails unexpectedly. */
export function RouteErrorScreen() {
  return (
    <StatusScreen title="เกิดข้อผิดพลาด" description="ระบบไม่สามารถแสดงหน้านี้ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง" />
  );
}
