import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { CITIZEN_FILE_MAX_BYTES, CITIZEN_FILE_MAX_ROWS } from '@hbc/contracts';
import {
  CITIZEN_FILE_GUIDE,
  CITIZEN_TEMPLATE_FILE_NAME,
  citizenTemplateHref,
} from './citizen-file-template';

const number = new Intl.NumberFormat('th-TH');

export const CITIZEN_FILE_GUIDE_TEXT = {
  format: `ไฟล์ CSV (UTF-8) หรือ XLSX ขนาดไม่เกิน ${CITIZEN_FILE_MAX_BYTES / (1024 * 1024)} MB ไม่เกิน ${number.format(CITIZEN_FILE_MAX_ROWS)} แถว แถวแรกเป็นชื่อคอลัมน์`,
  keep: 'คอลัมน์ที่ไม่บังคับและไม่มีในไฟล์ จะคงข้อมูลเดิมของประชาชนไว้ นำเข้าไฟล์เดิมซ้ำจะไม่เปลี่ยนแปลงข้อมูล',
  columns: 'คอลัมน์ในไฟล์',
  column: 'คอลัมน์',
  required: 'จำเป็น',
  optional: 'ไม่บังคับ',
  content: 'ข้อมูล',
  template: 'ดาวน์โหลดไฟล์ตัวอย่าง (CSV)',
} as const;

const TEXT = CITIZEN_FILE_GUIDE_TEXT;

/**
 * What a citizen file must hold: its format, each column (required or not, what it holds) and a
 * template to start from.
 */
export function CitizenFileGuide() {
  return (
    <Alert severity="info" variant="outlined" role="note" icon={false}>
      <Stack spacing={1.5}>
        <Typography variant="body2">{TEXT.format}</Typography>
        <Table size="small" aria-label={TEXT.columns}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXT.column}</TableCell>
              <TableCell>{TEXT.required}</TableCell>
              <TableCell>{TEXT.content}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.values(CITIZEN_FILE_GUIDE).map((column) => (
              <TableRow key={column.header}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {column.header}
                </TableCell>
                <TableCell>{column.required ? TEXT.required : TEXT.optional}</TableCell>
                <TableCell>{column.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2">{TEXT.keep}</Typography>
        <div>
          <Button
            href={citizenTemplateHref()}
            download={CITIZEN_TEMPLATE_FILE_NAME}
            startIcon={<Download />}
            size="small"
            variant="outlined"
          >
            {TEXT.template}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
