import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FactListProps {
  /** Each fact's term and value, in order. */
  facts: readonly (readonly [term: string, value: string])[];
}

/** A record's facts as a description list: terms beside their values, stacked on a phone. */
export function FactList({ facts }: FactListProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
