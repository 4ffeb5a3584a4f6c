import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RICH_IMAGE, UPLOAD_MESSAGES } from '../checks/messages';

/** Drawn to scale: a 1040 × 1040 px image (200 px is 19 % of it) with the white area at the bottom. */
const WHITE_AREA_PERCENT = `${(200 / RICH_IMAGE.width) * 100}%`;

/** The sample of how a rich message base image should look: a white 200 × 200 px area at the bottom. */
export function RichImageSampleGuide() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Box
        aria-hidden
        sx={{
          position: 'relative',
          flex: 'none',
          width: 104,
          height: 104,
          borderRadius: 1,
          bgcolor: 'primary.light',
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            bottom: 0,
            left: '50%',
            transform: 'translateX(-50%)',
            width: WHITE_AREA_PERCENT,
            height: WHITE_AREA_PERCENT,
            bgcolor: 'common.white',
            outline: '1px dashed',
            outlineColor: 'text.secondary',
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {UPLOAD_MESSAGES.richImageGuide}
      </Typography>
    </Stack>
  );
}
