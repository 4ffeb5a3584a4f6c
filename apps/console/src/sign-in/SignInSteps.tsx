import './sign-in-steps.css';

export type SignInStepNumber = 1 | 2;

const STEPS: readonly { number: SignInStepNumber; label: string }[] = [
  { number: 1, label: 'บัญชี LINE' },
  { number: 2, label: 'Provider ID' },
];

/** The two sign-in steps, the current one in green and a finished one ticked. */
export function SignInSteps({ active }: { active: SignInStepNumber }) {
  return (
    <ol className="sign-in-steps" aria-label={`ขั้นตอนที่ ${active} จาก ${STEPS.length}`}>
      {STEPS.map(({ number, label }, index) => {
        const current = number === active;
        const reached = number <= active;
        return (
          <li
            key={number}
            className="sign-in-steps__step"
            aria-current={current ? 'step' : undefined}
          >
            {index > 0 && (
              <span
                aria-hidden
                className={`sign-in-steps__line${reached ? ' sign-in-steps__line--reached' : ''}`}
              />
            )}
            <span
              aria-hidden
              className={`sign-in-steps__number${reached ? ' sign-in-steps__number--reached' : ''}`}
            >
              {number < active ? '✓' : number}
            </span>
            <span
              className={`sign-in-steps__label${current ? ' sign-in-steps__label--current' : ''}`}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
