import sharp from 'sharp';

/**
 * A photo as a camera makes it, generated: 4000×3000 by default, soft gradients and shapes under sensor
 * noise, about 5 MB as a JPEG of quality 92; `hue` turns its colours, so each photo of a set is its own.
 * For the tests and benchmarks of the image pipeline (no photo file is shipped for them).
 */
export async function cameraPhoto({ width = 4000, height = 3000, hue = 0 } = {}): Promise<Buffer> {
  const shapes = Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 677) % width}" cy="${(i * 911) % height}" r="${80 + ((i * 37) % 300)}" fill="hsl(${i * 23},60%,55%)" fill-opacity="0.5"/>`).join('');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b4c7e"/><stop offset="1" stop-color="#e0a458"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  const photo = sharp(Buffer.from(scene)).composite([{ input: noise, blend: 'overlay' }]);
  return (hue === 0 ? photo : sharp(await photo.png().toBuffer()).modulate({ hue })).jpeg({ quality: 92 }).toBuffer();
}
