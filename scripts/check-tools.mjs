// Runs before `npm test`: the suite needs Debian's Chromium (for the browser tests), ffmpeg and
// poppler-utils (video posters and PDF pages). What is missing is installed from Debian when this runs
// as root on a machine with apt-get; otherwise the tests stop at once with the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether a command is on the PATH. */
const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const browser = () =>
  Boolean(process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) ||
  existsSync('/usr/bin/chromium-headless-shell') ||
  existsSync('/usr/bin/chromium');

const TOOLS = [
  { packages: ['chromium-headless-shell'], present: browser, purpose: 'the browser tests' },
  {
    packages: ['ffmpeg'],
    present: () => onPath('ffmpeg') && onPath('ffprobe'),
    purpose: 'video posters and durations',
  },
  {
    packages: ['poppler-utils'],
    present: () => onPath('pdftoppm') && onPath('pdfinfo'),
    purpose: 'PDF pages',
  },
];

const missing = TOOLS.filter((tool) => !tool.present());
if (missing.length > 0) {
  const packages = [...missing.flatMap((tool) => tool.packages), 'fonts-dejavu-core'];
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && onPath('apt-get')) {
    console.log(
      `Installing ${packages.join(', ')} from Debian (${missing.map((tool) => tool.purpose).join('; ')})…`,
    );
    const result = spawnSync('sh', ['-c', command], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0 || missing.some((tool) => !tool.present())) {
      console.error(`Installing failed. Run as root: ${command}`);
      process.exit(1);
    }
  } else {
    console.error(
      `The tests need ${missing.map((tool) => `${tool.packages.join(' ')} (${tool.purpose})`).join(', ')}. Install them with:`,
    );
    console.error(`  sudo sh -c '${command}'`);
    process.exit(1);
  }
}
