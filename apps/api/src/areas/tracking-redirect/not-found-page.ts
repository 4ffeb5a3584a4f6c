import { TRACKING_URL_MESSAGES } from '@hbc/contracts';

/** What a citizen sees for an unknown or disabled tracking link (a phone's width, no assets). */
export const TRACKING_NOT_FOUND_PAGE = `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TRACKING_URL_MESSAGES.redirectNotFoundTitle}</title>
</head>
<body style="font-family: sans-serif; margin: 3rem auto; max-width: 32rem; padding: 0 1rem; line-height: 1.6">
<h1>${TRACKING_URL_MESSAGES.redirectNotFoundTitle}</h1>
<p>${TRACKING_URL_MESSAGES.redirectNotFoundText}</p>
</body>
</html>
`;
