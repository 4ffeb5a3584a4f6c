import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type CidImportStage = 'uploading' | 'checking' | 'confirming';

export const CID_IMPORT_STAGE_TEXT: Record<CidImportStage, string> = {
  uploading: 'กำลังอัปโหลดไฟล์',
  checking: 'กำลังตรวจสอบข้อมูลในไฟล์',
  confirming: 'กำลังนำเข้า',
};

export interface CidImportProgressProps {
  stage: CidImportStage;
  /** The fraction of the file sent, while uploading. */
  progress?: number;
}

/**
 * How far an import has come: the share of the file sent while it uploads, then a running bar
 * while the API reads the file or imports its rows (how long that takes is not known).
 */
export function CidImportProgress({ stage, progress = 0 }: CidImportProgressProps) {
  const text = CID_IMPORT_STAGE_TEXT[stage];
  const percent = Math.round(progress * 100);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {stage === 'uploading' ? `${text} ${percent}%` : `${text}...`}
      </Typography>
      {stage === 'uploading' ? (
        <LinearProgress variant="determinate" value={percent} aria-label={text} />
      ) : (
        <LinearProgress aria-label={text} />
      )}
    </Stack>
  );
}
