/** Screenshots of page regions as pixels, for comparing states the user sees (focused vs not…). */
import { page } from 'vitest/browser';

/** The RGBA pixels of `element` as Chromium paints it (a real screenshot). */
export async function pixels(
  element: Element,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const base64 = await page.screenshot({ element, save: false });
  const image = new Image();
  image.src = `data:image/png;base64,${base64}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  return {
    data: context.getImageData(0, 0, canvas.width, canvas.height).data,
    width: canvas.width,
    height: canvas.height,
  };
}

/** Share of pixels (0…1) that differ between two screenshots of the same size; 1 when sizes differ. */
export function changed(
  a: { data: Uint8ClampedArray; width: number; height: number },
  b: { data: Uint8ClampedArray; width: number; height: number },
): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let different = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const delta =
      Math.abs(a.data[i]! - b.data[i]!) +
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
      Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (delta > 48) different++;
  }
  return different / (a.width * a.height);
}
