import type { Area } from 'react-easy-crop';

/** Photos are kept at this size: enough for every avatar the product shows, small to send. */
const SIZE = 512;

/** The chosen square of an image, scaled to SIZE × SIZE, as a JPEG file ready to upload. */
export async function cropToSquare(imageUrl: string, area: Area, name: string): Promise<File> {
  const image = new Image();
  image.src = imageUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare the photo.');
  // A transparent PNG would turn black as a JPEG: paint the square white first.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, SIZE, SIZE);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, SIZE, SIZE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
  if (!blob) throw new Error('This browser cannot prepare the photo.');
  return new File([blob], `${name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
}
