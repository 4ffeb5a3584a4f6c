// A Chromium test that fails is run once more, its first failure printed above the retry, so a
// failure that comes and goes under load shows in the log without failing the run; one that fails
// twice fails the run. Which tests needed the retry is in the log (search for "RETRY").
jest.retryTimes(1, { logErrorsBeforeRetry: true });
