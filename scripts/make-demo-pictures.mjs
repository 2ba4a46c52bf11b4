// Draws the demo content's pictures (public/images/demo/): one 800×450 illustration per subject
// (a campus shows buildings, a library shelves of books, a classroom desks and a board, …) and
// twelve distinct teacher portraits. No text is drawn into them: what a picture shows is said by
// its caption and alt text, which the seed (server/src/db/seed/pictures.ts) picks to match.
// Run: node scripts/make-demo-pictures.mjs (the output is committed).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.join(import.meta.dirname, '..', 'public', 'images', 'demo');
const W = 800;
const H = 450;

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const poly = (points, fill) => `<polygon points="${points}" fill="${fill}"/>`;
const line = (x1, y1, x2, y2, stroke, width = 4) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const sky = (top, bottom) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, W, H, 'url(#s)')}`;
const range = (n) => Array.from({ length: n }, (_, i) => i);

/** A person seen from the front, small: head, body; `shirt` and `hair` vary. */
const figureAt = (x, y, shirt, hair = '#2b2b2b', scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${circle(0, -62, 16, '#f2c9a5')}<path d="M-16 -66 Q0 -90 16 -66 Q10 -78 0 -80 Q-10 -78 -16 -66Z" fill="${hair}"/><path d="M-22 0 L-20 -40 Q0 -50 20 -40 L22 0Z" fill="${shirt}"/></g>`;

const PALETTES = [
  { sky: ['#cfe8ff', '#f4f9ff'], main: '#1f5fae', accent: '#f0a202', ground: '#8cc084' },
  { sky: ['#ffe3c4', '#fff6ea'], main: '#b5523b', accent: '#2e86ab', ground: '#a7c957' },
];

const SCENES = {
  /** Teaching buildings around a lawn, a flag. */
  campus: (p) =>
    sky(...p.sky) +
    rect(0, 330, W, 120, p.ground) +
    rect(90, 150, 250, 190, '#e8e2d8') +
    range(4)
      .map((row) =>
        range(5)
          .map((col) => rect(110 + col * 46, 170 + row * 40, 28, 24, '#9cc3e6'))
          .join(''),
      )
      .join('') +
    rect(400, 110, 300, 230, '#f3efe7') +
    poly('390,110 550,50 710,110', p.main) +
    range(4)
      .map((row) =>
        range(6)
          .map((col) => rect(418 + col * 46, 130 + row * 46, 28, 30, '#9cc3e6'))
          .join(''),
      )
      .join('') +
    rect(530, 290, 40, 50, p.main) +
    line(760, 340, 760, 180, '#666', 4) +
    rect(762, 182, 34, 22, '#d62828') +
    circle(60, 320, 30, '#4f772d') +
    circle(370, 320, 24, '#4f772d'),
  /** Shelves of books, a reading table with a lamp. */
  library: (p) =>
    rect(0, 0, W, H, '#f6efe3') +
    range(3)
      .map((shelf) => {
        const x = 40 + shelf * 250;
        return (
          rect(x, 40, 220, 300, '#8a5a44') +
          range(4)
            .map(
              (row) =>
                rect(x + 10, 60 + row * 70, 200, 56, '#5e3b2e') +
                range(10)
                  .map((book) =>
                    rect(
                      x + 14 + book * 19,
                      66 + row * 70 + ((book * 7 + row) % 3) * 4,
                      15,
                      50 - ((book * 7 + row) % 3) * 4,
                      ['#c44536', '#1f5fae', '#f0a202', '#2a9d8f', '#e9c46a', '#6d597a'][
                        (book + row + shelf) % 6
                      ],
                    ),
                  )
                  .join(''),
            )
            .join('')
        );
      })
      .join('') +
    rect(0, 360, W, 90, '#d9c5a7') +
    rect(250, 350, 300, 18, '#7f5539') +
    rect(270, 368, 12, 60, '#7f5539') +
    rect(518, 368, 12, 60, '#7f5539') +
    line(480, 350, 480, 300, '#333', 4) +
    poly('455,300 505,300 495,280 465,280', p.accent) +
    rect(300, 336, 70, 14, '#fff') +
    rect(380, 336, 50, 14, p.main),
  /** A blackboard, a teacher, rows of desks with students. */
  classroom: (p) =>
    rect(0, 0, W, H, '#eef3f0') +
    rect(150, 40, 500, 180, '#2f4f3f', ' rx="6"') +
    rect(150, 214, 500, 10, '#8a5a44') +
    line(190, 90, 330, 90, '#fff', 3) +
    line(190, 120, 400, 120, '#fff', 3) +
    line(190, 150, 300, 150, '#fff', 3) +
    circle(520, 120, 40, 'none', ' stroke="#fff" stroke-width="3"') +
    figureAt(690, 250, p.main, '#2b2b2b', 1.3) +
    rect(0, 300, W, 150, '#d8cbb8') +
    range(2)
      .map((row) =>
        range(4)
          .map((col) => {
            const x = 90 + col * 170 + row * 20;
            const y = 330 + row * 60;
            return (
              figureAt(
                x + 40,
                y + 6,
                ['#c44536', '#2a9d8f', p.accent, '#6d597a'][(col + row) % 4],
                '#2b2b2b',
                0.7,
              ) + rect(x, y, 90, 14, '#8a5a44')
            );
          })
          .join(''),
      )
      .join(''),
  /** Work benches with equipment and people in work clothes. */
  workshop: (p) =>
    rect(0, 0, W, H, '#e9eef2') +
    range(6)
      .map((i) => rect(40 + i * 130, 40, 90, 60, '#cfdce6'))
      .join('') +
    rect(0, 330, W, 120, '#b8c4cc') +
    range(2)
      .map((bench) => {
        const x = 80 + bench * 360;
        return (
          figureAt(x + 120, 300, '#1f5fae', '#2b2b2b', 1.1) +
          rect(x, 290, 280, 20, '#6b7b8c') +
          rect(x + 10, 310, 14, 90, '#55606b') +
          rect(x + 256, 310, 14, 90, '#55606b') +
          rect(x + 30, 240, 70, 50, '#3d5a80', ' rx="4"') +
          circle(x + 65, 265, 12, p.accent) +
          rect(x + 180, 260, 60, 30, '#e0e0e0') +
          line(x + 190, 260, x + 230, 230, '#333', 5)
        );
      })
      .join(''),
  /** Graduates in gowns throwing caps. */
  graduation: (p) =>
    sky('#bde0fe', '#eaf4ff') +
    rect(0, 360, W, 90, p.ground) +
    range(6)
      .map((i) => {
        const x = 110 + i * 116;
        return (
          `<g transform="translate(${x} 360)">${circle(0, -112, 20, '#f2c9a5')}<path d="M-34 0 L-28 -86 Q0 -100 28 -86 L34 0Z" fill="#1d2d50"/>${rect(-12, -92, 24, 10, p.accent)}</g>` +
          poly(`${x - 30},${228} ${x},${214} ${x + 30},${228} ${x},${242}`, '#1d2d50')
        );
      })
      .join('') +
    range(4)
      .map((i) =>
        poly(
          `${170 + i * 150},${70 + (i % 2) * 30} ${200 + i * 150},${56 + (i % 2) * 30} ${230 + i * 150},${70 + (i % 2) * 30} ${200 + i * 150},${84 + (i % 2) * 30}`,
          '#1d2d50',
        ),
      )
      .join('') +
    range(12)
      .map((i) => circle(60 + i * 64, 40 + ((i * 37) % 100), 5, ['#f0a202', '#e63946', '#2a9d8f'][i % 3]))
      .join(''),
  /** A meeting table, two people shaking hands, a screen. */
  meeting: (p) =>
    rect(0, 0, W, H, '#f1ece4') +
    rect(230, 40, 340, 170, '#2b2d42', ' rx="8"') +
    rect(250, 60, 300, 130, p.main) +
    `<polyline points="270,170 330,140 390,150 450,100 530,80" fill="none" stroke="#fff" stroke-width="6"/>` +
    figureAt(330, 330, '#2b2d42', '#2b2b2b', 1.5) +
    figureAt(470, 330, '#6d597a', '#4a2c2a', 1.5) +
    line(355, 285, 445, 285, '#f2c9a5', 12) +
    rect(120, 330, 560, 30, '#7f5539') +
    rect(150, 360, 16, 80, '#7f5539') +
    rect(634, 360, 16, 80, '#7f5539') +
    rect(200, 318, 60, 12, '#fff') +
    rect(540, 318, 60, 12, '#fff'),
  /** A laptop with a video lesson, a headset, a cup: studying online. */
  online: (p) =>
    rect(0, 0, W, H, '#e7eefb') +
    rect(0, 340, W, 110, '#c9b79c') +
    rect(220, 90, 360, 230, '#2b2d42', ' rx="12"') +
    rect(240, 110, 320, 190, '#f8fbff') +
    figureAt(330, 280, p.main, '#2b2b2b', 1.4) +
    rect(410, 140, 130, 14, '#cbd5e1') +
    rect(410, 170, 100, 14, '#cbd5e1') +
    rect(410, 200, 120, 14, '#cbd5e1') +
    circle(470, 260, 22, p.accent) +
    poly('462,248 462,272 482,260', '#fff') +
    poly('180,320 620,320 660,350 140,350', '#55606b') +
    rect(660, 290, 50, 50, '#fff', ' rx="6"') +
    rect(100, 300, 60, 40, '#e63946', ' rx="8"'),
  /** A framed certificate with a seal, a medal. */
  certificate: (p) =>
    rect(0, 0, W, H, '#f4efe6') +
    rect(190, 50, 420, 320, '#8a5a44', ' rx="6"') +
    rect(210, 70, 380, 280, '#fffaf0') +
    rect(230, 90, 340, 240, 'none', ` stroke="${p.accent}" stroke-width="4"`) +
    rect(300, 120, 200, 16, '#c9b79c') +
    rect(260, 170, 280, 10, '#e0d6c4') +
    rect(260, 195, 280, 10, '#e0d6c4') +
    rect(260, 220, 200, 10, '#e0d6c4') +
    circle(500, 285, 30, '#d62828') +
    circle(500, 285, 20, 'none', ' stroke="#fff" stroke-width="3"') +
    line(660, 140, 640, 250, '#1f5fae', 14) +
    line(700, 140, 720, 250, '#1f5fae', 14) +
    circle(680, 290, 40, '#f0a202') +
    circle(680, 290, 26, '#ffd166'),
  /** Volunteers in caps and vests planting a tree by houses. */
  community: (p) =>
    sky('#d8f3dc', '#f6fff8') +
    rect(0, 330, W, 120, '#95d5b2') +
    rect(80, 170, 160, 160, '#f3efe7') +
    poly('70,170 160,110 250,170', '#b5523b') +
    rect(140, 250, 40, 80, '#8a5a44') +
    rect(560, 190, 170, 140, '#f3efe7') +
    poly('550,190 645,130 740,190', '#b5523b') +
    rect(590, 220, 40, 36, '#9cc3e6') +
    rect(660, 220, 40, 36, '#9cc3e6') +
    line(400, 340, 400, 250, '#7f5539', 10) +
    circle(400, 220, 50, '#40916c') +
    figureAt(330, 360, p.accent, '#2b2b2b', 1.3) +
    figureAt(470, 360, p.accent, '#4a2c2a', 1.3) +
    rect(300, 370, 200, 16, '#7f5539', ' rx="8"'),
  /** A running track and a football field. */
  sports: (p) =>
    sky('#caf0f8', '#f1fbff') +
    `<ellipse cx="400" cy="320" rx="380" ry="110" fill="#c1121f"/>` +
    `<ellipse cx="400" cy="320" rx="330" ry="80" fill="#52b788"/>` +
    rect(240, 280, 320, 80, 'none', ' stroke="#fff" stroke-width="4"') +
    line(400, 280, 400, 360, '#fff', 4) +
    circle(400, 320, 20, 'none', ' stroke="#fff" stroke-width="4"') +
    figureAt(150, 300, p.accent, '#2b2b2b', 1.1) +
    figureAt(650, 300, p.main, '#2b2b2b', 1.1) +
    circle(430, 330, 9, '#fff') +
    rect(60, 120, 680, 60, '#adb5bd', ' rx="6"') +
    range(14)
      .map((i) => circle(90 + i * 48, 150, 10, ['#e63946', '#1f5fae', '#f0a202'][i % 3]))
      .join(''),
  /** A stage with curtains, lights and performers. */
  stage: (p) =>
    rect(0, 0, W, H, '#1d1b2f') +
    rect(0, 0, 120, 330, '#9d0208') +
    rect(680, 0, 120, 330, '#9d0208') +
    rect(0, 0, W, 40, '#6a040f') +
    poly('200,40 260,40 330,330 130,330', '#fff3b0') +
    poly('540,40 600,40 670,330 470,330', '#fff3b0') +
    rect(0, 330, W, 120, '#5e3b2e') +
    figureAt(230, 330, p.main, '#2b2b2b', 1.6) +
    figureAt(400, 330, '#ffd166', '#2b2b2b', 1.6) +
    figureAt(570, 330, '#4cc9f0', '#2b2b2b', 1.6) +
    range(10)
      .map((i) => circle(60 + i * 76, 420, 22, '#2b2d42'))
      .join(''),
  /** An open-plan office: desks with screens, plants. */
  office: (p) =>
    rect(0, 0, W, H, '#f1f5f9') +
    range(5)
      .map((i) => rect(30 + i * 160, 30, 120, 140, '#cfe8ff'))
      .join('') +
    rect(0, 330, W, 120, '#cbd5e1') +
    range(3)
      .map((i) => {
        const x = 60 + i * 250;
        return (
          figureAt(x + 90, 300, [p.main, '#6d597a', p.accent][i], '#2b2b2b', 1.1) +
          rect(x, 280, 200, 14, '#8a5a44') +
          rect(x + 20, 294, 10, 80, '#8a5a44') +
          rect(x + 170, 294, 10, 80, '#8a5a44') +
          rect(x + 110, 220, 70, 50, '#2b2d42', ' rx="4"') +
          rect(x + 140, 270, 10, 10, '#2b2d42')
        );
      })
      .join('') +
    rect(740, 260, 30, 70, '#8a5a44') +
    circle(755, 240, 34, '#40916c'),
  /** A route map: streets, a river, a metro line and a pin. */
  map: (p) =>
    rect(0, 0, W, H, '#f3f1e7') +
    `<path d="M0 300 Q200 260 400 320 T800 280 L800 340 Q600 380 400 370 T0 360Z" fill="#a2d2ff"/>` +
    range(6)
      .map((i) => line(60 + i * 140, 0, 20 + i * 150, H, '#fff', 18))
      .join('') +
    range(4)
      .map((i) => line(0, 60 + i * 100, W, 40 + i * 110, '#fff', 18))
      .join('') +
    `<polyline points="40,80 260,160 420,140 600,230 760,200" fill="none" stroke="${p.main}" stroke-width="10"/>` +
    range(5)
      .map((i) =>
        circle(
          [40, 260, 420, 600, 760][i],
          [80, 160, 140, 230, 200][i],
          12,
          '#fff',
          ` stroke="${p.main}" stroke-width="5"`,
        ),
      )
      .join('') +
    `<path d="M420 140 m-28 -40 a28 28 0 1 1 56 0 q0 24 -28 40 q-28 -16 -28 -40z" fill="#e63946"/>` +
    circle(420, 100, 10, '#fff'),
  /** Stacked books and an open notebook with a pen: studying for an exam. */
  books: (p) =>
    rect(0, 0, W, H, '#fdf6ec') +
    rect(0, 330, W, 120, '#d9c5a7') +
    range(5)
      .map((i) =>
        rect(
          120 - (i % 2) * 10,
          300 - i * 34,
          240,
          30,
          ['#c44536', '#1f5fae', '#f0a202', '#2a9d8f', '#6d597a'][i],
          ' rx="4"',
        ),
      )
      .join('') +
    poly('430,330 560,300 690,330 560,350', '#fff') +
    line(560, 300, 560, 350, '#cbd5e1', 2) +
    range(4)
      .map((i) => line(450 + i * 4, 318 + i * 6, 545, 306 + i * 8, '#cbd5e1', 2))
      .join('') +
    line(600, 250, 660, 320, '#2b2d42', 8) +
    circle(200, 110, 40, p.accent, ' opacity="0.25"'),
};

for (const [name, draw] of Object.entries(SCENES)) {
  PALETTES.forEach((palette, index) => {
    writeFileSync(path.join(OUT, `scene-${name}-${index + 1}.svg`), svg(W, H, draw(palette)));
  });
}

/**
 * Home banners (1920 × 640): the host kind's colours on the left, where the page writes the
 * banner's title as text (templates/home/banner-carousel.tsx), and a scene of what the title
 * names on the right, fading into the colour. No text is drawn in: a title baked into a picture
 * shrinks out of reading on a phone and cannot be edited.
 */
const BANNERS = [
  ['company-1', ['#0b4f9c', '#3aa0ff'], 'graduation', 0],
  ['company-2', ['#7a1f3d', '#e0557b'], 'office', 1],
  ['company-3', ['#0f6b5c', '#3cc7a4'], 'certificate', 0],
  ['academic-1', ['#5b3a9e', '#a07cf0'], 'classroom', 0],
  ['academic-2', ['#9a4b0c', '#f5a142'], 'library', 1],
  ['academic-3', ['#1d3557', '#457b9d'], 'certificate', 1],
  ['selfstudy-1', ['#264653', '#2a9d8f'], 'books', 0],
  ['selfstudy-2', ['#6d2e46', '#d5a021'], 'classroom', 1],
  ['selfstudy-3', ['#0b4f9c', '#3aa0ff'], 'certificate', 0],
  ['vocational-1', ['#7a1f3d', '#e0557b'], 'workshop', 0],
  ['vocational-2', ['#0f6b5c', '#3cc7a4'], 'meeting', 1],
  ['vocational-3', ['#5b3a9e', '#a07cf0'], 'certificate', 1],
];
const BANNER_W = 1920;
const BANNER_H = 640;
/** The scene at the banner's height (800 × 450 → 1138 × 640), against the right edge. */
const SCENE_W = Math.round((W * BANNER_H) / H);
const SCENE_X = BANNER_W - SCENE_W;

for (const [name, [dark, light], scene, paletteIndex] of BANNERS) {
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/>` +
    `<stop offset="1" stop-color="${light}"/></linearGradient>` +
    // The scene fades in over its first 400 px: a mask, so it fades into the gradient beneath.
    `<linearGradient id="fade" gradientUnits="userSpaceOnUse" x1="${SCENE_X}" y1="0" x2="${SCENE_X + 400}" y2="0">` +
    '<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient>' +
    `<mask id="m">${rect(SCENE_X, 0, SCENE_W, BANNER_H, 'url(#fade)')}</mask></defs>` +
    rect(0, 0, BANNER_W, BANNER_H, 'url(#bg)') +
    circle(260, 90, 210, '#fff', ' opacity="0.07"') +
    circle(640, 560, 150, '#fff', ' opacity="0.06"') +
    `<g mask="url(#m)"><svg x="${SCENE_X}" y="0" width="${SCENE_W}" height="${BANNER_H}" viewBox="0 0 ${W} ${H}">` +
    SCENES[scene](PALETTES[paletteIndex]) +
    '</svg></g>';
  writeFileSync(path.join(OUT, `banner-${name}.svg`), svg(BANNER_W, BANNER_H, body));
}

/** Twelve teachers: skin, hair (style and colour), glasses, clothes and background all vary. */
const SKINS = ['#f6d2b3', '#eec1a0', '#e0ac85', '#f9dcc4'];
const HAIR = ['#1b1b1b', '#3b2416', '#5a3825', '#2b2b2b', '#7a7a7a'];
const CLOTHES = ['#1f5fae', '#6d597a', '#2a9d8f', '#b5523b', '#2b2d42', '#8d99ae'];
const BACKS = ['#dbeafe', '#fde2e4', '#e2f0cb', '#fff1c1', '#e9d8fd', '#d8f3dc'];
const HAIRSTYLES = [
  // Short
  (c) => `<path d="M128 150 Q130 70 200 66 Q270 70 272 150 Q262 104 200 100 Q138 104 128 150Z" fill="${c}"/>`,
  // Long
  (c) =>
    `<path d="M120 260 Q100 90 200 70 Q300 90 280 260 L260 260 Q270 120 200 104 Q130 120 140 260Z" fill="${c}"/>`,
  // Side parting
  (c) => `<path d="M126 156 Q120 74 210 70 Q284 80 274 150 Q240 96 170 112 Q140 120 126 156Z" fill="${c}"/>`,
  // Bun
  (c) =>
    `${circle(200, 62, 30, c)}<path d="M126 150 Q132 78 200 76 Q268 78 274 150 Q250 104 200 100 Q150 104 126 150Z" fill="${c}"/>`,
];
for (let index = 0; index < 12; index += 1) {
  const skin = SKINS[index % SKINS.length];
  const hair = HAIR[(index * 3) % HAIR.length];
  const clothes = CLOTHES[(index * 5) % CLOTHES.length];
  const back = BACKS[index % BACKS.length];
  const style = HAIRSTYLES[index % HAIRSTYLES.length];
  const glasses =
    index % 3 === 1
      ? `${circle(172, 168, 18, 'none', ' stroke="#222" stroke-width="4"')}${circle(228, 168, 18, 'none', ' stroke="#222" stroke-width="4"')}${line(190, 168, 210, 168, '#222', 4)}`
      : '';
  const body =
    rect(0, 0, 400, 400, back) +
    `<path d="M70 400 Q80 290 200 280 Q320 290 330 400Z" fill="${clothes}"/>` +
    (index % 2 === 0
      ? `<path d="M176 282 L200 330 L224 282Z" fill="#fff"/>`
      : rect(186, 282, 28, 40, '#fff')) +
    rect(184, 240, 32, 46, skin) +
    `<ellipse cx="200" cy="170" rx="72" ry="84" fill="${skin}"/>` +
    style(hair) +
    circle(172, 170, 6, '#222') +
    circle(228, 170, 6, '#222') +
    `<path d="M180 212 Q200 ${index % 2 ? 226 : 222} 220 212" fill="none" stroke="#a0524d" stroke-width="5" stroke-linecap="round"/>` +
    glasses;
  writeFileSync(path.join(OUT, `portrait-${String(index + 1).padStart(2, '0')}.svg`), svg(400, 400, body));
}
console.log(
  `wrote ${Object.keys(SCENES).length * PALETTES.length} scenes, ${BANNERS.length} banners and 12 portraits to ${OUT}`,
);
