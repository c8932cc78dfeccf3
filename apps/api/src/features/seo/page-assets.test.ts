import { describe, expect, it } from 'vitest';
import { screenAssets } from './page-assets.ts';

// The shape of Vite's manifest, cut down to what the pages use.
const MANIFEST = {
  'index.html': { file: 'static/js/index-a.js', src: 'index.html', isEntry: true, css: ['static/js/index-a.css'] },
  '_landing-route-b.js': {
    file: 'static/js/landing-route-b.js',
    name: 'landing-route',
    css: ['static/js/landing-route-b.css'],
    imports: ['index.html', '_site-header-c.js'],
  },
  '_site-header-c.js': {
    file: 'static/js/site-header-c.js',
    css: ['static/js/site-header-c.css'],
    imports: ['index.html'],
  },
  'src/features/layout/app-layout.tsx': {
    file: 'static/js/app-layout-d.js',
    src: 'src/features/layout/app-layout.tsx',
    imports: ['index.html', '_site-header-c.js'],
  },
  'src/features/shops/shop-page.tsx': {
    file: 'static/js/shop-page-e.js',
    src: 'src/features/shops/shop-page.tsx',
    imports: ['index.html', '_shop-view-f.js'],
  },
  '_shop-view-f.js': { file: 'static/js/shop-view-f.js', css: ['static/js/shop-view-f.css'], imports: ['index.html'] },
};

describe('screen assets', () => {
  it("links each screen's style sheets once, its imports' too, without the entry's the page already has", () => {
    const assets = screenAssets(MANIFEST);
    expect(assets.landing.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="stylesheet" crossorigin href="/static/js/landing-route-b.css" />',
      '<link rel="stylesheet" crossorigin href="/static/js/site-header-c.css" />',
    ]);
    expect(assets.shop.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="stylesheet" crossorigin href="/static/js/site-header-c.css" />',
      '<link rel="stylesheet" crossorigin href="/static/js/shop-view-f.css" />',
    ]);
    expect(assets.shop).not.toContain('index-a');
    // A chunk missing from the build names nothing: the town page has the layout's alone here.
    expect(assets.place.trim()).toBe('<link rel="stylesheet" crossorigin href="/static/js/site-header-c.css" />');
  });

  it('puts the sheets inline when their text is there, unable to end the style element early', () => {
    const css: Record<string, string> = {
      'static/js/site-header-c.css': '.site-header{color:red}',
      'static/js/shop-view-f.css': '.a{content:"</style><script>"}',
    };
    const assets = screenAssets(MANIFEST, (file) => css[file]);
    expect(assets.shop.split('\n').map((line) => line.trim())).toEqual([
      '<style>.site-header{color:red}</style>',
      '<style>.a{content:"<\\/style><script>"}</style>',
    ]);
  });
});
