import { ensureDebianPackage } from '../src/cli/debian-package.ts';

/** validate reads videos with ffprobe and the build makes posters with ffmpeg; the media tests make real video files. */
export function ensureFfmpeg(): void {
  ensureDebianPackage({ program: 'ffprobe', pkg: 'ffmpeg', neededBy: 'The media tests need' });
}
