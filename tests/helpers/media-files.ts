import { execFile } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { cameraPhoto as scenePhoto } from '../../src/bench/photos.ts';

export { phoneVideo } from '../../src/bench/videos.ts';

/** Media files made in the tests, as a camera or a phone makes them (real files, made with sharp and ffmpeg). */

const run = promisify(execFile);

/**
 * Bytes that look random but are the same in every run (AES in counter mode over zeros): junk a file may
 * hold. Truly random bytes would make a flaky test: ffprobe reads about 1 random file in 100 as some
 * format (an H.263 or NSV video, LRC lyrics), and image-size 1 in 20,000 as an image.
 */
export function noise(bytes: number): Buffer {
  return createCipheriv('aes-128-ctr', Buffer.alloc(16, 1), Buffer.alloc(16)).update(Buffer.alloc(bytes));
}

/**
 * A camera photo: a generated scene of 4000×3000 under sensor noise (about 5 MB, as a photo weighs; see
 * src/bench/photos.ts), held sideways (EXIF orientation 6), with GPS and camera data. Pixels of pure
 * noise would weigh as much but take AVIF seven times as long as any photo to encode.
 */
export async function cameraPhoto(): Promise<Buffer> {
  return sharp(await scenePhoto())
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 35/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '7/1 36/1 4/1' },
    })
    .toBuffer();
}

/** Whether an EXIF block points to a GPS block (tag 0x8825, in either byte order). */
export function hasGps(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

/** What ffprobe says of a video: its streams and length. */
export async function probe(file: string) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { timeout: 30_000 });
  return JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[]; format: { duration: string } };
}
