import { describe, expect, it } from 'vitest';
import { tileSchema } from '../../schemas/tile';
import { readableInkOn, tileLook, tileLooks, tileLookVars } from './tile-look';

const tile = tileSchema.parse({
  id: 1,
  background_image_url: '/media/tiles/base.svg',
  text_color: '#111111',
  versions: [
    {
      platform: 'web',
      background_image_url: '/media/tiles/web.svg',
      halignment: 'right',
      button_text: 'Shop',
      button_color: '#02c874',
    },
    { platform: 'mobile', halignment: 'center' },
  ],
});

describe('tile looks per platform', () => {
  it('takes the platform version first, then the web version (mobile), then the tile', () => {
    expect(tileLook(tile, 'web')).toMatchObject({
      imageUrl: '/media/tiles/web.svg',
      halignment: 'right',
      textColor: '#111111',
      buttonText: 'Shop',
    });
    expect(tileLook(tile, 'mobile')).toMatchObject({
      imageUrl: '/media/tiles/web.svg',
      halignment: 'center',
      buttonText: 'Shop',
    });
    expect(tileLook({ id: 2 }, 'mobile')).toMatchObject({ imageUrl: null, halignment: null, buttonText: null });
  });

  it('hands the looks to CSS as custom properties, with a readable ink for the button', () => {
    expect(tileLookVars(tileLooks(tile))).toMatchObject({
      '--ks-tile-align-web': 'right',
      '--ks-tile-justify-web': 'end',
      '--ks-tile-align-mobile': 'center',
      '--ks-tile-button-web': '#02c874',
      '--ks-tile-button-ink-web': '#1c1f23',
    });
  });

  it('picks white text on dark buttons and dark text on light ones', () => {
    expect(readableInkOn('#0b1f33')).toBe('#ffffff');
    expect(readableInkOn('#fff')).toBe('#1c1f23');
    expect(readableInkOn('#02c874')).toBe('#1c1f23');
    expect(readableInkOn('navy')).toBeNull();
  });
});
