import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_IMAGE_LONG_SIDE_PX } from './scale-image.ts';

describe('fitWithin', () => {
  it('scales a landscape phone photo so that its width is 1600 px, keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
  });

  it('scales a portrait photo by its height', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('scales a square photo to 1600 x 1600', () => {
    expect(fitWithin(2000, 2000)).toEqual({ width: 1600, height: 1600 });
  });

  it('keeps an image already within the limit, and never scales up', () => {
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('rounds to whole pixels and keeps a very thin image at least 1 px', () => {
    expect(fitWithin(4001, 3001)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(10000, 2)).toEqual({ width: 1600, height: 1 });
  });

  it('takes another limit', () => {
    expect(fitWithin(1280, 720, 640)).toEqual({ width: 640, height: 360 });
  });

  it('gives 0 x 0 for an image without a size', () => {
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 100)).toEqual({ width: 0, height: 0 });
  });

  it('uses 1600 px as the default limit', () => {
    expect(MAX_IMAGE_LONG_SIDE_PX).toBe(1600);
  });
});
