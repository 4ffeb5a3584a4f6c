import { benchActivityLog } from './activity-log';
import { benchBroadcastSend } from './broadcast-send';
import { benchCidImport } from './cid-import';
import { benchCitizenDeliveries } from './citizen-deliveries';
import { benchCitizenImport } from './citizen-import';
import { benchComposerKeystroke } from './composer-keystroke';
import { benchComposerValidation } from './composer-validation';
import { benchCsvRecords } from './csv-records';
import { benchDashboard } from './dashboard';
import { benchFirstLoad } from './first-load';
import { benchLighthouse } from './lighthouse';
import { benchLists } from './lists';
import { benchRedirect } from './redirect';
import { benchProductionSend } from './production-send/production-send';
import { printTable, type BenchRow } from './report';
import { benchReportInsight } from './report-insight';
import { benchSegmentCount } from './segment-count';
import { benchSendCapped } from './send-capped';
import { benchSendNational } from './send-national';
import { benchSendingTakeover } from './sending-takeover';
import { benchUploadContention } from './upload-contention';
import { benchUploads } from './uploads';

/** `npm run bench [name...]`: runs the benchmarks and prints one table. */
const benches: Record<string, () => Promise<BenchRow[]> | BenchRow[]> = {
  'composer-validation': () => benchComposerValidation(),
  'composer-keystroke': () => benchComposerKeystroke(),
  'csv-records': () => [benchCsvRecords()],
  uploads: () => benchUploads(),
  'upload-contention': () => benchUploadContention(),
  'first-load': () => benchFirstLoad(),
  lists: () => benchLists(),
  'activity-log': () => benchActivityLog(),
  'cid-import': () => benchCidImport(),
  'citizen-import': () => benchCitizenImport(),
  'segment-count': () => benchSegmentCount(),
  'citizen-deliveries': () => benchCitizenDeliveries(),
  'broadcast-send': () => benchBroadcastSend(),
  'send-national': () => benchSendNational(),
  'send-capped': () => benchSendCapped(),
  'sending-takeover': () => benchSendingTakeover(),
  'production-send': () => benchProductionSend(),
  redirect: () => benchRedirect(),
  dashboard: () => benchDashboard(),
  'report-insight': async () => [await benchReportInsight()],
  // Lighthouse runs only here, never in npm test: six audits take a few minutes.
  lighthouse: () => benchLighthouse(),
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const rows: BenchRow[] = [];
  for (const [name, bench] of Object.entries(benches)) {
    if (wanted.length > 0 && !wanted.some((w) => name.includes(w))) continue;
    console.error(`running ${name}...`);
    rows.push(...(await bench()));
  }
  console.log('');
  const ok = printTable(rows);
  if (!ok) console.log('\nSome goals were missed (see the ok column).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
