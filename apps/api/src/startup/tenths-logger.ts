/**
 * A progress callback that passes `done` on to `report` only when it has reached another tenth of
 * `total` since the last report (and at the end): a line every 10 %, however small the steps.
 */
export function tenthsLogger(
  total: number,
  report: (done: number) => void,
): (done: number) => void {
  let reportedTenth = -1;
  return (done) => {
    const tenth = Math.floor((done * 10) / total);
    if (tenth <= reportedTenth && done < total) return;
    reportedTenth = tenth;
    report(done);
  };
}
