import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { AGGREGATION_MESSAGES, type AggregationBudget } from '@hbc/contracts';

export interface AggregationBudgetNoteProps {
  budget: AggregationBudget;
}

/** This month's LINE aggregation unit names, used of 1,000, and what it means once spent. */
export function AggregationBudgetNote({ budget }: AggregationBudgetNoteProps) {
  return (
    <Alert severity={budget.spent ? 'warning' : 'info'}>
      <AlertTitle>{AGGREGATION_MESSAGES.budgetTitle}</AlertTitle>
      {AGGREGATION_MESSAGES.budgetUsed(budget)}
      {budget.spent && <div>{AGGREGATION_MESSAGES.budgetSpent}</div>}
    </Alert>
  );
}
