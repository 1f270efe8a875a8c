import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from './debian-package.ts';
import { commandLine } from './command-line.ts';

/**
 * `npm run media:hero-loops`: makes the placeholder background loop of each industry hero,
 * public/assets/videos/<slug>-hero.mp4, and its poster (the loop's first frame),
 * public/assets/videos/<slug>-hero.webp. They are original abstract motions drawn by ffmpeg from a
 * formula per industry (no footage, no third-party material), small enough for a phone:
 * 640×360, 24 fps, 8 s that loop seamlessly, H.264 without sound, about 30–60 KB.
 *
 * To use the company's own footage instead, replace the two files of an industry with files of the
 * same name (or point `background.video` and `background.poster` of the page's hero elsewhere);
 * `npm run validate` says when a video is too heavy for a background.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'public/assets/videos');
const SECONDS = 8;
/** One loop takes seconds to encode: past this, ffmpeg is stuck. */
const FFMPEG_TIMEOUT_MS = 300_000;
const WIDTH = 640;
const HEIGHT = 360;

/** One full turn over the loop's length: motions built on it end where they started. */
const TURN = `(2*PI*T/${SECONDS})`;
const wave = (expression: string) => `(0.5+0.5*sin(${expression}))`;
/** Distance of the pixel from a point, in pixels. */
const from = (x: number, y: number) => `hypot(X-${x},Y-${y})`;

interface Motif {
  /** What the motion shows, for the people who replace it. */
  idea: string;
  /** Red, green and blue of each pixel (0–255), from X, Y and T. */
  r: string;
  g: string;
  b: string;
}

const MOTIFS: Record<string, Motif> = {
  banking: {
    idea: 'rings of deep blue and violet widening slowly from the centre, like a vault door',
    r: `30+60*${wave(`${from(320, 180)}/28-${TURN}`)}`,
    g: `20+50*${wave(`${from(320, 180)}/28-${TURN}`)}`,
    b: `90+110*${wave(`${from(320, 180)}/28-${TURN}`)}`,
  },
  'real-estate': {
    idea: 'tall bands of warm stone and dusk blue drifting sideways, like a skyline at evening',
    r: `40+90*${wave(`X/45+2*sin(X/130)+${TURN}`)}*(Y/360)`,
    g: `30+50*${wave(`X/45+2*sin(X/130)+${TURN}`)}*(Y/360)`,
    b: `70+60*(1-Y/360)`,
  },
  agriculture: {
    idea: 'diagonal furrows of green and wheat gold rolling over a field',
    r: `60+110*${wave(`(X+2*Y)/38-${TURN}`)}`,
    g: `90+90*${wave(`(X+2*Y)/38-${TURN}+0.8`)}`,
    b: `30+30*${wave(`Y/60+${TURN}`)}`,
  },
  education: {
    idea: 'a soft glow in blue and violet breathing in and out, like a lamp over a page',
    r: `50+70*${wave(`${TURN}`)}*exp(-${from(200, 180)}/260)`,
    g: `40+40*exp(-${from(440, 160)}/220)`,
    b: `110+120*${wave(`${TURN}+1.5`)}*exp(-${from(320, 200)}/300)`,
  },
  energy: {
    idea: 'orange and amber currents flowing along stacked lines, like power on a grid',
    r: `120+120*${wave(`Y/22+3*sin(X/90-${TURN})`)}`,
    g: `50+90*${wave(`Y/22+3*sin(X/90-${TURN})`)}`,
    b: `20+30*${wave(`X/70+${TURN}`)}`,
  },
  government: {
    idea: 'a calm navy grid panning slowly, like a city plan',
    r: `20+40*${wave(`(X+${WIDTH / 8}*${TURN}/PI)/24`)}*${wave(`Y/24`)}`,
    g: `40+60*${wave(`(X+${WIDTH / 8}*${TURN}/PI)/24`)}*${wave(`Y/24`)}`,
    b: `90+110*${wave(`(X+${WIDTH / 8}*${TURN}/PI)/24`)}*${wave(`Y/24`)}`,
  },
  healthcare: {
    idea: 'a teal pulse travelling across the frame, with a rose glow behind it, like a heart monitor',
    r: `50+120*exp(-${from(480, 180)}/240)*${wave(`${TURN}*2`)}`,
    g: `80+120*${wave(`X/40-2*${TURN}`)}*exp(-abs(Y-180-40*sin(X/50))/60)`,
    b: `90+100*${wave(`X/40-2*${TURN}`)}*exp(-abs(Y-180-40*sin(X/50))/60)`,
  },
  logistics: {
    idea: 'amber and steel-blue stripes sliding along a slope, like parcels on a conveyor',
    r: `60+140*${wave(`(X-Y)/30-${TURN}*2`)}`,
    g: `60+80*${wave(`(X-Y)/30-${TURN}*2`)}`,
    b: `90+90*${wave(`(X-Y)/30-${TURN}*2+PI`)}`,
  },
  manufacturing: {
    idea: 'steel spokes turning around a hub, tinted with forge orange, like a machine at work',
    r: `70+130*${wave(`8*atan2(Y-180,X-320)+${TURN}`)}*exp(-${from(320, 180)}/400)`,
    g: `60+60*${wave(`8*atan2(Y-180,X-320)+${TURN}`)}`,
    b: `80+60*${wave(`${from(320, 180)}/30`)}`,
  },
  media: {
    idea: 'magenta and cyan waves crossing and interfering, like light on a screen',
    r: `90+130*${wave(`X/35+${TURN}`)}`,
    g: `30+60*${wave(`(X+Y)/50-${TURN}`)}`,
    b: `100+130*${wave(`Y/30-${TURN}`)}`,
  },
  retail: {
    idea: 'soft pink and plum blooms drifting like shop lights out of focus',
    r: `120+110*${wave(`${from(200, 120)}/40-${TURN}`)}*${wave(`${from(460, 260)}/55+${TURN}`)}`,
    g: `40+60*${wave(`${from(460, 260)}/55+${TURN}`)}`,
    b: `90+120*${wave(`${from(200, 120)}/40-${TURN}`)}`,
  },
  telecom: {
    idea: 'two cyan signal sources whose rings cross, like antennas talking',
    r: `20+40*${wave(`${from(180, 180)}/18-2*${TURN}`)}`,
    g: `80+90*${wave(`${from(180, 180)}/18-2*${TURN}`)}*${wave(`${from(470, 160)}/18-2*${TURN}`)}`,
    b: `110+130*${wave(`${from(470, 160)}/18-2*${TURN}`)}`,
  },
};

/** A motif for an industry added since: banking's rings, turned to a hue of its own taken from its name. */
function motifFor(slug: string): Motif {
  const known = MOTIFS[slug];
  if (known) return known;
  const hue = [...slug].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7);
  const shift = (channel: number) => `${wave(`${from(320, 180)}/30-${TURN}+${((hue + channel) * Math.PI) / 180}`)}`;
  return { idea: `rings in a hue of its own (${hue}°)`, r: `40+160*${shift(0)}`, g: `40+160*${shift(120)}`, b: `60+160*${shift(240)}` };
}


function makeLoop(slug: string, force: boolean): void {
  const video = path.join(OUT, `${slug}-hero.mp4`);
  const poster = path.join(OUT, `${slug}-hero.webp`);
  if (!force && existsSync(video) && existsSync(poster)) {
    console.log(`  ${slug}: kept (the files exist; --force replaces them)`);
    return;
  }
  const motif = motifFor(slug);
  const draw = `color=c=black:s=${WIDTH}x${HEIGHT}:r=24:d=${SECONDS},format=rgb24,geq=r='${motif.r}':g='${motif.g}':b='${motif.b}',gblur=sigma=5,format=yuv420p`;
  // a background plays muted: no sound track; faststart lets it begin before it has fully arrived
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', draw, '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-an', '-movflags', '+faststart', video], { timeout: FFMPEG_TIMEOUT_MS });
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', video, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '70', poster], { timeout: FFMPEG_TIMEOUT_MS });
  console.log(`  ${slug}: ${motif.idea}`);
}

const USAGE = `npm run media:hero-loops                    every industry page in pages/industries/
npm run media:hero-loops -- banking energy  only these
npm run media:hero-loops -- --force         made again where the files exist`;
const { values, positionals } = commandLine({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true }, USAGE);
const slugs = positionals.length > 0 ? positionals : readdirSync(path.join(ROOT, 'pages/industries')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
try {
  ensureDebianPackage({ program: 'ffmpeg', pkg: 'ffmpeg', neededBy: 'This command needs' });
  mkdirSync(OUT, { recursive: true });
  console.log(`Background loops in ${path.relative(process.cwd(), OUT)}:`);
  for (const slug of slugs) makeLoop(slug, values.force);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
