/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { access, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const run = promisify(execFile);
const workspace = resolve(__dirname, '../../../..');

/** Strings only the fake dev profile holds. */
const DEV_PROFILE_MARKERS = ['dev-server-fake-access-token', 'ผู้พัฒนา', 'ทดลองระบบ'];

/** A warning only React Router's development build holds. */
const DEV_ROUTER_WARNING = 'You rendered descendant <Routes>';

/** Strings that only one part of the console holds, to tell which chunks carry which part. */
const MARKERS = {
  /** The side menu's name: the signed-in layout. */
  layout: 'เมนูหลัก',
  /** The composer's format menu. */
  composer: 'รูปแบบข้อความ',
  /** An error message of the API client (libs/api-clients' own, on XMLHttpRequest). */
  apiClient: 'Request failed with status code',
  /** What every error of axios carries: a sign that axios, which the client replaced, is back. */
  axios: 'isAxiosError',
  /**
   * The note under the LINE button: the sign-in screens. (The button's label also starts the
   * sign-in flow's messages, which the entry holds.)
   */
  signIn: 'จากนั้นยืนยันตัวตนเจ้าหน้าที่ด้วย Provider ID',
  /** The class names MUI gives its components. */
  mui: 'MuiButtonBase',
  /** The attribute emotion (MUI's styling) marks its style elements with. */
  emotion: 'data-emotion',
  /** dayjs's Thai month names. */
  dayjs: 'มกราคม_กุมภาพันธ์',
  /** MUI's dialog, toast and drawer, which the layout loads only when they open. */
  dialog: 'MuiDialog',
  toast: 'MuiSnackbar',
  drawer: 'MuiDrawer',
  /** MUI X Charts (a segment's breakdown) and MUI X's date calendar (date pickers). */
  charts: 'MuiChartsSurface',
  datePickers: 'MuiDateCalendar',
  /** MUI X's data grid. */
  dataGrid: 'MuiDataGrid',
  /**
   * Popper.js, which MUI's autocomplete (a list's filters) places its options with, and MUI's
   * popover (menus, selects): a list loads them when it needs them.
   */
  popper: 'preventOverflow',
  popover: 'MuiPopover',
  /** TypeBox, which builds the contracts' request schemas (the forms' rules come from them). */
  typeBox: 'TypeBox.Kind',
};

/** The goals of the issue for the JavaScript of a first visit, in kB (1000 bytes) gzip. */
const SIGN_IN_GOAL_KB = 120;
const SIGNED_IN_GOAL_KB = 200;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('the production build', () => {
  let outDir: string;
  let texts: Map<string, string>;
  let manifest: Manifest;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'console-build-'));
    await run(
      'npx',
      [
        'vite',
        'build',
        '-c',
        'apps/console/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--manifest',
        '--logLevel',
        'error',
      ],
      // A production build, whatever NODE_ENV the test runner set.
      {
        cwd: workspace,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    texts = new Map();
    for (const file of await filesUnder(outDir)) {
      if (/\.(js|html|css|txt)$/.test(file))
        texts.set(relative(outDir, file), await readFile(file, 'utf8'));
    }
    manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  }, 180_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  /**
   * The manifest key of a source file of the console, such as 'src/layout/ConsoleLayout.tsx'.
   * A dynamically imported module whose chunk another chunk also imports statically is listed
   * under its chunk's name ('_ConsoleLayout-<hash>.js'), without its source.
   */
  function chunkOf(source: string): string {
    const name = source.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    const key =
      Object.keys(manifest).find((k) => k === source || manifest[k]?.src === source) ??
      Object.keys(manifest).find(
        (k) => manifest[k]?.isDynamicEntry && !manifest[k]?.src && manifest[k]?.name === name,
      );
    if (!key) throw new Error(`no chunk for ${source}`);
    return key;
  }

  /** The chunks a page loads up front: those of `sources` and what they import statically. */
  function firstLoadFiles(...sources: string[]): string[] {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    for (const source of sources) visit(chunkOf(source));
    return [...seen].map((key) => manifest[key]?.file ?? '');
  }

  /** The JavaScript a page loads up front, as one text. */
  function firstLoad(...sources: string[]): string {
    return firstLoadFiles(...sources)
      .map((file) => texts.get(file) ?? '')
      .join('\n');
  }

  /** The size of that JavaScript as served: each file gzipped (level 9, as the build writes it). */
  function firstLoadKb(...sources: string[]): number {
    const bytes = firstLoadFiles(...sources).reduce(
      (sum, file) => sum + gzipSync(texts.get(file) ?? '', { level: 9 }).length,
      0,
    );
    return bytes / 1000;
  }

  const ENTRY = 'index.html';
  /** The console's screens library, as the manifest names its files (relative to the app). */
  const SCREENS = '../../libs/console-screens/src';
  const SIGN_IN = 'src/sign-in/sign-in-route-screens.tsx';
  const LAYOUT = 'src/layout/ConsoleLayout.tsx';
  const COMING_SOON = `${SCREENS}/screens/ComingSoonScreen.tsx`;
  const BROADCAST_FORM = `${SCREENS}/areas/broadcast/BroadcastFormScreen.tsx`;
  const COMPOSER = `${SCREENS}/areas/broadcast/OpenedMessageComposer.tsx`;
  const SEGMENT_SCREENS = `${SCREENS}/areas/segment/segment-screens.ts`;
  const SEGMENT_CHARTS = `${SCREENS}/areas/segment/SegmentBreakdownCharts.tsx`;
  /** The sign-in routes' checks, and the upload call of the console's uploaders. */
  const SIGN_IN_CHECKS = 'src/sign-in/sign-in-checks.ts';
  const API_UPLOAD = 'src/layout/api-upload.ts';
  /** Super Admin's first screen, the regions, with the other lists and forms of its area. */
  const HEALTH_CENTER_SCREENS = `${SCREENS}/areas/health-center/health-center-screens.tsx`;
  const HEALTH_CENTER_FORMS = [
    `${SCREENS}/areas/health-center/UnitFormScreen.tsx`,
    `${SCREENS}/areas/health-center/ProvinceFormScreen.tsx`,
  ];
  const SERVER_GRID = '../../libs/data-screens/src/list/ServerGrid.tsx';
  /** Loaded by the layout's loader on entering the signed-in console. */
  const PROFILE_REFRESH = 'src/layout/profile-refresh.ts';

  it('holds the console itself', () => {
    const all = [...texts.values()].join('\n');
    expect(all).toContain(MARKERS.signIn);
    expect(all).toContain('/api/login/line/authorize-url');
  });

  it("takes React Router's production build, without its development warnings", async () => {
    const routerPackage = join(workspace, 'node_modules/react-router/dist');
    const development = (await readdir(join(routerPackage, 'development')))
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFile(join(routerPackage, 'development', file), 'utf8'));
    expect((await Promise.all(development)).join('\n')).toContain(DEV_ROUTER_WARNING);
    for (const [file, text] of texts) {
      if (text.includes(DEV_ROUTER_WARNING))
        throw new Error(`${file} holds React Router's warnings`);
    }
  });

  it('leaves out the fake profile of the dev server', async () => {
    const source = await readFile(join(__dirname, '../dev/dev-profile.ts'), 'utf8');
    for (const marker of DEV_PROFILE_MARKERS) {
      expect(source).toContain(marker);
      for (const [file, text] of texts) {
        if (text.includes(marker)) throw new Error(`${file} holds the dev-only "${marker}"`);
      }
    }
  });

  it('opens the sign-in pages without the layout, the composer or the API client', () => {
    const signInPage = firstLoad(ENTRY, SIGN_IN);
    expect(signInPage).toContain(MARKERS.signIn);
    expect(signInPage).not.toContain(MARKERS.layout);
    expect(signInPage).not.toContain(MARKERS.composer);
    expect(signInPage).not.toContain(MARKERS.apiClient);
  });

  it('opens the sign-in pages without MUI or emotion, within the goal for their JavaScript', () => {
    const signInPage = firstLoad(ENTRY, SIGN_IN);
    expect(signInPage).not.toContain(MARKERS.mui);
    expect(signInPage).not.toContain(MARKERS.emotion);
    expect(firstLoadKb(ENTRY, SIGN_IN)).toBeLessThan(SIGN_IN_GOAL_KB);
  });

  it('opens a signed-in screen without dayjs, the dialog, the toasts or the drawer, within the goal', () => {
    const screen = firstLoad(ENTRY, LAYOUT, COMING_SOON, PROFILE_REFRESH);
    expect(screen).toContain(MARKERS.mui);
    for (const marker of [MARKERS.dayjs, MARKERS.dialog, MARKERS.toast, MARKERS.drawer]) {
      expect(screen).not.toContain(marker);
    }
    expect(firstLoadKb(ENTRY, LAYOUT, COMING_SOON, PROFILE_REFRESH)).toBeLessThan(
      SIGNED_IN_GOAL_KB,
    );
  });

  it('opens the broadcast form within the goal, with the API client, without axios or TypeBox', () => {
    const form = firstLoad(ENTRY, LAYOUT, BROADCAST_FORM, PROFILE_REFRESH);
    expect(form).toContain(MARKERS.apiClient);
    // The form reads the contracts' texts and limits; their schemas are the API's.
    expect(form).not.toContain(MARKERS.typeBox);
    expect([...texts.values()].join('\n')).not.toContain(MARKERS.axios);
    expect(firstLoadKb(ENTRY, LAYOUT, BROADCAST_FORM, PROFILE_REFRESH)).toBeLessThan(
      SIGNED_IN_GOAL_KB,
    );
  });

  it('loads the sign-in checks and the upload call only when a route or an upload needs them', () => {
    const form = firstLoadFiles(ENTRY, LAYOUT, BROADCAST_FORM, PROFILE_REFRESH);
    for (const onDemand of [SIGN_IN_CHECKS, API_UPLOAD]) {
      expect(manifest[chunkOf(onDemand)]?.isDynamicEntry).toBe(true);
      expect(form).not.toContain(manifest[chunkOf(onDemand)]?.file);
    }
  });

  it('opens a signed-in screen without the sign-in screens or the composer', () => {
    const screen = firstLoad(ENTRY, LAYOUT, COMING_SOON);
    expect(screen).toContain(MARKERS.layout);
    expect(screen).not.toContain(MARKERS.signIn);
    expect(screen).not.toContain(MARKERS.composer);
  });

  it('loads the composer only when the broadcast form asks for it', () => {
    expect(firstLoad(ENTRY, LAYOUT, BROADCAST_FORM)).not.toContain(MARKERS.composer);
    expect(manifest[chunkOf(BROADCAST_FORM)]?.dynamicImports).toContain(chunkOf(COMPOSER));
    expect(firstLoad(COMPOSER)).toContain(MARKERS.composer);
  });

  it('loads the segment charts and date pickers only when a segment screen shows them', () => {
    const segmentScreens = firstLoad(ENTRY, LAYOUT, SEGMENT_SCREENS);
    expect(segmentScreens).not.toContain(MARKERS.charts);
    expect(segmentScreens).not.toContain(MARKERS.datePickers);
    expect(manifest[chunkOf(SEGMENT_SCREENS)]?.dynamicImports).toContain(chunkOf(SEGMENT_CHARTS));
    expect(firstLoad(SEGMENT_CHARTS)).toContain(MARKERS.charts);
  });

  it("draws Super Admin's first list before the data grid, the area's forms, filters, menus or TypeBox load", () => {
    const regions = firstLoadFiles(ENTRY, LAYOUT, HEALTH_CENTER_SCREENS, PROFILE_REFRESH);
    const code = firstLoad(ENTRY, LAYOUT, HEALTH_CENTER_SCREENS, PROFILE_REFRESH);
    expect(code).not.toContain(MARKERS.dataGrid);
    expect(code).not.toContain(MARKERS.typeBox);
    expect(code).not.toContain(MARKERS.popper);
    expect(code).not.toContain(MARKERS.popover);
    expect(firstLoad(HEALTH_CENTER_FORMS[0] ?? '')).toContain(MARKERS.typeBox);
    expect(manifest[chunkOf(SERVER_GRID)]?.isDynamicEntry).toBe(true);
    expect(firstLoad(SERVER_GRID)).toContain(MARKERS.dataGrid);
    for (const form of HEALTH_CENTER_FORMS) {
      expect(manifest[chunkOf(form)]?.isDynamicEntry).toBe(true);
      expect(regions).not.toContain(manifest[chunkOf(form)]?.file);
    }
  });

  it('asks for the bold Thai fonts with the page, each a file of the build', async () => {
    const preloaded = [
      ...(texts.get('index.html') ?? '').matchAll(
        /<link rel="preload" href="\/([^"]+)" as="font"/g,
      ),
    ].map((match) => match[1] ?? '');
    expect(preloaded).toEqual([
      expect.stringMatching(/^assets\/sarabun-thai-600-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^assets\/sarabun-thai-700-normal-[\w-]+\.woff2$/),
    ]);
    for (const file of preloaded) await expect(access(join(outDir, file))).resolves.toBeUndefined();
  });

  it('serves a robots.txt at its root that keeps every robot out', () => {
    expect(texts.get('robots.txt')).toMatch(/^User-agent: \*$/m);
    expect(texts.get('robots.txt')).toMatch(/^Disallow: \/$/m);
    expect(texts.get('index.html')).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});
