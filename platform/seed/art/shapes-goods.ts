// Silhouettes of footwear, bags, accessories and home goods on the same 800x1000 canvas.
import { mix } from './colour';
import { line, piece, type ShapeArt } from './shapes-apparel';

const sneaker: ShapeArt = {
  bounds: [106, 478, 712, 770],
  focus: [360, 600],
  svg: (p, accent) =>
    piece(
      'M122 706Q106 650 140 612Q160 594 196 598Q252 606 290 566L326 496Q346 476 372 490L440 540Q500 574 580 606Q664 632 690 690L694 712H122Z',
      p,
    ) +
    line('M146 610Q170 598 196 600Q252 608 290 568L324 500', p.deep, 9, 'stroke-opacity="0.55"') +
    piece('M112 712H698Q712 712 712 730V744Q712 770 684 770H150Q108 770 106 736Q106 712 112 712Z', p, '#f5f3ee') +
    line('M112 744H708', '#d9d4ca', 4) +
    line('M440 540Q520 640 470 700M600 616Q560 660 590 704', p.dark, 3, 'stroke-opacity="0.5"') +
    `<path d="M250 660Q380 600 520 650Q420 640 300 690Z" fill="${accent}" fill-opacity="0.9"/>` +
    [0, 1, 2, 3]
      .map((i) =>
        line(`M${342 + i * 30} ${516 + i * 20}L${382 + i * 30} ${502 + i * 20}`, p.isLight ? p.deep : '#f5f3ee', 7),
      )
      .join('') +
    piece('M122 706Q110 640 150 610L190 600Q176 660 200 712H122Z', p, p.dark),
};

const heel: ShapeArt = {
  bounds: [138, 550, 666, 850],
  focus: [300, 760],
  svg: (p) =>
    piece('M606 630L656 612L642 838Q640 848 632 848H624Q616 848 616 840Z', p, p.deep) +
    piece(
      'M150 836Q136 790 206 772L332 752Q470 768 560 662Q600 604 640 562Q662 548 666 576L660 614Q640 626 606 636Q522 702 472 760Q424 836 380 842L162 846Q152 846 150 836Z',
      p,
    ) +
    `<path d="M332 752Q470 768 560 662Q600 604 640 562Q606 602 566 650Q474 742 332 752Z" fill="${p.deep}" fill-opacity="0.75"/>` +
    line('M156 842L380 840Q430 832 472 762', p.deep, 6, 'stroke-opacity="0.7"') +
    line('M214 786Q270 772 330 766', p.light, 5, 'stroke-opacity="0.5"'),
};

function sandalSole(dx: number, flip: boolean): string {
  const s = flip ? -1 : 1;
  const x = (v: number): number => dx + s * v;
  return `M${x(0)} 240C${x(90)} 240 ${x(110)} 380 ${x(96)} 470C${x(86)} 540 ${x(104)} 660 ${x(92)} 760C${x(84)} 830 ${x(40)} 850 ${x(0)} 850C${x(-44)} 850 ${x(-84)} 830 ${x(-88)} 760C${x(-94)} 650 ${x(-70)} 560 ${x(-80)} 470C${x(-94)} 380 ${x(-86)} 240 ${x(0)} 240Z`;
}

const sandal: ShapeArt = {
  bounds: [202, 240, 598, 850],
  focus: [300, 420],
  svg: (p, accent) =>
    [
      [290, false],
      [510, true],
    ]
      .map(([dx, flip]) => {
        const x = dx as number;
        return (
          piece(sandalSole(x, flip as boolean), p, mix(p.base, '#d8c3a5', 0.55)) +
          piece(`M${x - 96} 360Q${x} 320 ${x + 100} 360L${x + 104} 440Q${x} 410 ${x - 92} 440Z`, p) +
          piece(`M${x - 92} 520Q${x} 490 ${x + 98} 520L${x + 98} 580Q${x} 556 ${x - 92} 580Z`, p) +
          `<circle cx="${x}" cy="392" r="9" fill="${accent}"/>`
        );
      })
      .join(''),
};

const handbag: ShapeArt = {
  bounds: [152, 216, 648, 824],
  focus: [400, 520],
  svg: (p, accent) =>
    line('M280 430Q284 230 400 230Q516 230 520 430', p.dark, 26) +
    line('M280 430Q284 230 400 230Q516 230 520 430', p.light, 4, 'stroke-opacity="0.35"') +
    piece('M196 420H604L646 796Q648 824 620 824H180Q152 824 154 796Z', p) +
    piece('M196 420H604L612 560Q400 612 188 560Z', p, p.dark) +
    `<rect x="374" y="560" width="52" height="40" rx="8" fill="${accent}"/>` +
    line('M200 440H600M172 796H628', p.line, 2.5, 'stroke-dasharray="9 7" stroke-opacity="0.55"'),
};

const backpack: ShapeArt = {
  bounds: [238, 161, 562, 842],
  focus: [400, 420],
  svg: (p, accent) =>
    line('M350 232Q350 170 400 170Q450 170 450 232', p.dark, 18) +
    piece('M250 300Q250 228 322 228H478Q550 228 550 300L562 800Q562 842 520 842H280Q238 842 238 800Z', p) +
    piece('M286 560Q286 530 316 530H484Q514 530 514 560V790Q514 812 490 812H310Q286 812 286 790Z', p, p.dark) +
    line('M270 330Q400 300 530 330', p.deep, 4, 'stroke-opacity="0.5"') +
    line('M300 580H500', p.deep, 4, 'stroke-opacity="0.5"') +
    `<rect x="468" y="318" width="10" height="34" rx="4" fill="${accent}"/><rect x="474" y="570" width="10" height="30" rx="4" fill="${accent}"/>`,
};

const watch: ShapeArt = {
  bounds: [320, 140, 588, 870],
  focus: [400, 500],
  svg: (p, accent) =>
    piece('M330 140H470L480 360H320Z', p) +
    piece('M320 640H480L470 870H330Z', p) +
    [200, 250, 300, 700, 750, 800].map((y) => line(`M340 ${y}H460`, p.dark, 2.5, 'stroke-opacity="0.4"')).join('') +
    `<circle cx="400" cy="500" r="168" fill="${accent}"/><circle cx="400" cy="500" r="168" fill="url(#sheen)"/>` +
    `<rect x="562" y="480" width="26" height="40" rx="6" fill="${accent}"/>` +
    `<circle cx="400" cy="500" r="144" fill="${p.isLight ? '#20232a' : '#f6f3ec'}"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const r1 = i % 3 === 0 ? 104 : 116;
      return line(
        `M${400 + Math.sin(a) * r1} ${500 - Math.cos(a) * r1}L${400 + Math.sin(a) * 130} ${500 - Math.cos(a) * 130}`,
        accent,
        i % 3 === 0 ? 7 : 4,
      );
    }).join('') +
    line('M400 500L450 420M400 500L332 548', p.isLight ? '#f6f3ec' : '#20232a', 8) +
    line('M400 500L400 392', '#c0392b', 3) +
    `<circle cx="400" cy="500" r="10" fill="${accent}"/>`,
};

function lens(cx: number): string {
  return `M${cx - 110} 430Q${cx - 112} 400 ${cx - 80} 398H${cx + 82}Q${cx + 112} 400 ${cx + 108} 432L${cx + 96} 540Q${cx + 88} 590 ${cx + 30} 592H${cx - 40}Q${cx - 96} 590 ${cx - 102} 540Z`;
}

const sunglasses: ShapeArt = {
  bounds: [84, 388, 716, 592],
  focus: [260, 480],
  svg: (p) =>
    line('M140 420L92 396M660 420L708 396', p.dark, 16) +
    [270, 530].map((cx) => piece(lens(cx), p)).join('') +
    [270, 530]
      .map(
        (cx) =>
          `<path d="${lens(cx)}" transform="translate(${cx} 495) scale(0.84) translate(${-cx} -495)" fill="url(#lens)"/>`,
      )
      .join('') +
    line('M380 430Q400 410 420 430', p.base, 22) +
    [270, 530].map((cx) => line(`M${cx - 60} 440L${cx - 20} 420`, '#ffffff', 6, 'stroke-opacity="0.45"')).join(''),
};

const cap: ShapeArt = {
  bounds: [196, 322, 716, 636],
  focus: [400, 460],
  svg: (p, accent) =>
    piece('M542 560Q680 560 716 612Q690 636 620 628Q560 620 520 600Z', p, p.dark) +
    piece('M200 580Q196 360 400 330Q590 340 600 580Q400 610 200 580Z', p) +
    line('M400 334Q420 450 410 596M300 350Q270 460 292 592', p.dark, 3, 'stroke-opacity="0.5"') +
    `<circle cx="400" cy="334" r="12" fill="${p.dark}"/>` +
    line('M204 566Q400 596 598 566', accent, 10, 'stroke-opacity="0.85"') +
    `<circle cx="352" cy="420" r="6" fill="${p.deep}"/><circle cx="470" cy="420" r="6" fill="${p.deep}"/>`,
};

const cushion: ShapeArt = {
  bounds: [166, 246, 634, 754],
  focus: [400, 500],
  svg: (p, accent) => {
    const d = 'M200 280Q400 246 600 280Q634 500 600 720Q400 754 200 720Q166 500 200 280Z';
    const motifs: string[] = [];
    for (let y = 360; y <= 640; y += 70) {
      for (let x = 270; x <= 530; x += 65) {
        motifs.push(
          `<path d="M${x} ${y - 18}L${x + 18} ${y}L${x} ${y + 18}L${x - 18} ${y}Z" fill="${accent}" fill-opacity="0.85"/>`,
        );
      }
    }
    return (
      piece(d, p) +
      motifs.join('') +
      `<path d="${d}" fill="url(#sheen)"/>` +
      line(d, p.dark, 6) +
      [
        [200, 280],
        [600, 280],
        [200, 720],
        [600, 720],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${accent}"/>`)
        .join('')
    );
  },
};

const mug: ShapeArt = {
  bounds: [240, 180, 651, 780],
  focus: [380, 480],
  svg: (p, accent) =>
    line('M520 460Q640 450 634 560Q628 660 516 660', p.dark, 34) +
    piece('M240 370H540L530 740Q528 780 490 780H290Q252 780 250 740Z', p) +
    `<ellipse cx="390" cy="370" rx="150" ry="30" fill="${p.light}"/><ellipse cx="390" cy="372" rx="132" ry="22" fill="${p.deep}"/>` +
    line('M254 520H534', accent, 18, 'stroke-opacity="0.9"') +
    line(
      'M340 320Q320 280 346 250Q370 220 350 180M420 320Q400 280 426 250Q450 220 430 180',
      '#ffffff',
      6,
      'stroke-opacity="0.7"',
    ),
};

const lamp: ShapeArt = {
  bounds: [208, 250, 592, 856],
  focus: [400, 380],
  svg: (p, accent) =>
    `<ellipse cx="400" cy="470" rx="260" ry="200" fill="url(#glow)"/>` +
    line('M400 470V560', '#8a7a66', 10) +
    piece('M400 560Q310 600 316 700Q322 800 400 806Q478 800 484 700Q490 600 400 560Z', p, accent) +
    piece('M290 830H510Q520 830 516 844Q400 860 284 844Q280 830 290 830Z', p, mix(accent, '#000000', 0.3)) +
    piece('M286 250H514L592 476Q400 504 208 476Z', p) +
    line('M300 280H500', p.light, 4, 'stroke-opacity="0.5"') +
    line('M214 470Q400 498 586 470', p.dark, 6),
};

export const goodsShapes = {
  sneaker,
  heel,
  sandal,
  handbag,
  backpack,
  watch,
  sunglasses,
  cap,
  cushion,
  mug,
  lamp,
} satisfies Record<string, ShapeArt>;
