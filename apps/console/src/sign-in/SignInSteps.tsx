import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type SignInStepNumber = 1 | 2;

const STEPS: readonly { number: SignInStepNumber; label: string }[] = [
  { number: 1, label: 'บัญชี LINE' },
  { number: 2, label: 'Provider ID' },
];

/** The two sign-in steps, the current one in green and a finished one ticked. */
export function SignInSteps({ active }: { active: SignInStepNumber }) {
  return (
    <Stack
      component="ol"
      aria-label={`ขั้นตอนที่ ${active} จาก ${STEPS.length}`}
      direction="row"
      alignItems="center"
      justifyContent="center"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {STEPS.map(({ number, label }, index) => {
        const current = number === active;
        const done = number < active;
        return (
          <Stack
            key={number}
            component="li"
            direction="row"
            alignItems="center"
            spacing={1}
            aria-current={current ? 'step' : undefined}
          >
            {index > 0 && (
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 2,
                  bgcolor: done || current ? 'primary.main' : 'grey.300',
                }}
              />
            )}
            <Box
              aria-hidden
              sx={{
                width: 26,
                height: 26,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: 13,
                fontWeight: 700,
                color: current || done ? 'common.white' : 'text.secondary',
                bgcolor: current || done ? 'primary.main' : 'grey.200',
              }}
            >
              {done ? '✓' : number}
            </Box>
            <Typography
              variant="body2"
              fontWeight={current ? 700 : 400}
              color={current ? 'text.primary' : 'text.secondary'}
            >
              {label}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
