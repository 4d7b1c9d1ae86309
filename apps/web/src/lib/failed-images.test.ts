import { afterEach, describe, expect, it } from 'vitest';
import { hideFailedImages } from './failed-images.ts';

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

describe('hideFailedImages', () => {
  it('hides an avatar photo that fails, so its initials show', () => {
    document.body.innerHTML = '<span>AB<img data-slot="avatar-image" alt=""></span>';
    stop = hideFailedImages();
    const photo = document.querySelector('img')!;

    photo.dispatchEvent(new Event('error'));

    expect(photo.hidden).toBe(true);
  });

  it('leaves other images alone', () => {
    document.body.innerHTML = '<img alt="chart">';
    stop = hideFailedImages();
    const image = document.querySelector('img')!;

    image.dispatchEvent(new Event('error'));

    expect(image.hidden).toBe(false);
  });
});
