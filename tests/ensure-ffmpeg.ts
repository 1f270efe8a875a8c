import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * validate reads videos with ffprobe and the build makes posters with ffmpeg; the media tests make
 * real video files: Debian's ffmpeg, installed with apt when missing and running as root.
 */
export function ensureFfmpeg(): void {
  if (existsSync('/usr/bin/ffprobe')) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("ffmpeg is missing: installing Debian's ffmpeg package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg', { stdio: 'inherit' });
    if (existsSync('/usr/bin/ffprobe')) return;
  }
  throw new Error('The media tests need ffmpeg (ffprobe), and none was found.\n  On Debian or Ubuntu:  sudo apt-get install ffmpeg');
}
