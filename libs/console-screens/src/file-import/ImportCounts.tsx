import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const number = new Intl.NumberFormat('th-TH');

/** One count of an import, such as the rows added. */
export interface ImportCount {
  label: string;
  value: number;
  /** A theme colour of the number, such as 'success.main'. */
  color: string;
}

export interface ImportCountsProps {
  /** The list's accessible name, such as 'สรุปผลการตรวจสอบไฟล์'. */
  label: string;
  counts: readonly ImportCount[];
}

/** An import's counts side by side, each a list item named by its label. */
export function ImportCounts({ label, counts }: ImportCountsProps) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {counts.map((count) => (
        <Paper
          key={count.label}
          component="li"
          variant="outlined"
          aria-label={count.label}
          sx={{ flex: 1, px: 2, py: 1.5 }}
        >
          <Typography variant="body2" color="text.secondary">
            {count.label}
          </Typography>
          <Typography variant="h5" component="p" fontWeight={700} color={count.color}>
            {number.format(count.value)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
