import fc from 'fast-check';
import {
  DISCARD_REASON_LABELS,
  DISCARD_REASON_OF_KIND,
  DISCARD_REASONS,
  DISCARDED_VISIT_KINDS,
  discardedVisitsOf,
  sumDiscardedVisits,
} from './discarded-visits';

const counts = fc.record(
  Object.fromEntries(DISCARD_REASONS.map((reason) => [reason, fc.nat({ max: 1_000_000 })])),
  { requiredKeys: [] },
);

describe('discarded visits', () => {
  it('gives every kind kept apart a reason, and every reason a Thai label', () => {
    expect(new Set(DISCARDED_VISIT_KINDS.map((kind) => DISCARD_REASON_OF_KIND[kind]))).toEqual(
      new Set(DISCARD_REASONS),
    );
    for (const reason of DISCARD_REASONS) {
      expect(DISCARD_REASON_LABELS[reason]).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(DISCARD_REASON_OF_KIND.HEAD).toBe(DISCARD_REASON_OF_KIND.PREFETCH);
  });

  it('totals the reasons, a reason left out being 0', () => {
    expect(discardedVisitsOf({ SCRIPT: 40, REPEAT: 39 })).toEqual({
      total: 79,
      byReason: { PREVIEW: 0, CRAWLER: 0, PRELOAD: 0, SCRIPT: 40, REPEAT: 39 },
    });
    fc.assert(
      fc.property(counts, (given) => {
        const visits = discardedVisitsOf(given);
        expect(visits.total).toBe(Object.values(visits.byReason).reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('sums several links reason by reason', () => {
    fc.assert(
      fc.property(fc.array(counts, { maxLength: 8 }), (all) => {
        const each = all.map((given) => discardedVisitsOf(given));
        const sum = sumDiscardedVisits(each);
        expect(sum.total).toBe(each.reduce((total, visits) => total + visits.total, 0));
        for (const reason of DISCARD_REASONS) {
          expect(sum.byReason[reason]).toBe(
            each.reduce((total, visits) => total + visits.byReason[reason], 0),
          );
        }
      }),
    );
  });
});
