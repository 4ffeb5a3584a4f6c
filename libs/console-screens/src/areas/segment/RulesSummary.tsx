import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEGMENT_MATCH_LABELS, type SegmentRules } from '@hbc/contracts';
import { conditionSummary } from './condition-kinds';
import { provinceCodeText } from './conditions/province/province-condition';

export const RULES_SUMMARY_TEXT = {
  match: (label: string) => `ผู้รับต้อง${label}`,
  wholeUnit: 'ผู้ติดตามทั้งหมดของหน่วยบริการ',
} as const;

export interface RulesSummaryProps {
  rules: SegmentRules;
  /** Names of provinces by code; a province not in it is shown by its code. */
  provinceNames?: ReadonlyMap<number, string>;
}

/** A segment's rules in Thai: whether all or any must be met, then each condition in a sentence. */
export function RulesSummary({ rules, provinceNames = new Map() }: RulesSummaryProps) {
  if (rules.conditions.length === 0) {
    return <Typography>{RULES_SUMMARY_TEXT.wholeUnit}</Typography>;
  }
  const provinceName = (id: number) => provinceNames.get(id) ?? provinceCodeText(id);
  return (
    <Stack spacing={1}>
      <Typography>{RULES_SUMMARY_TEXT.match(SEGMENT_MATCH_LABELS[rules.match])}</Typography>
      <Typography component="ol" sx={{ m: 0, pl: 3, '& li + li': { mt: 0.5 } }}>
        {rules.conditions.map((condition, index) => (
          // A saved segment's conditions have no id: their place is their identity here.
          <li key={index}>{conditionSummary(condition, { provinceName })}</li>
        ))}
      </Typography>
    </Stack>
  );
}
