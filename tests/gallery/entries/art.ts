// Gallery entries of the generated ship art (src/art): tokens of a sample of rates and nations at one
// scale (4 px a base millimetre, so their sizes compare as on the table), one class in every nation's
// colours, the fortifications, and portraits. The images are the very SVG files the build writes.
import { fake } from '../../fake-foundry/install.js';
import { templatePath } from '../../../src/foundry/constants.js';
import { portraitSvg, tokenSvg } from '../../../src/art/index.js';
import { NATIONS, classById, shipProfile, type Nation } from '../../../src/rules/index.js';
import type { GalleryEntry } from '../types.js';

const PX_PER_MM = 4;

const t = () => fake().i18n;
const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** "74C (3rd rate), France": the class as the compendium names it, and the nation. */
function caption(classId: string, nation: Nation | ''): string {
  const row = classById(classId);
  const rate = t().localize(`SCA.Fleet.Rate.${row.rate}`);
  const guns = row.guns.charAt(0).toUpperCase() + row.guns.slice(1);
  const name = row.rate === 'fortification' ? guns : `${guns} (${rate})`;
  const country =
    nation === '' ? t().localize('SCA.Art.NoNation') : t().localize(`SCA.Fleet.Nation.${nation}`);
  return t().format('SCA.Art.Figure', { name, nation: country });
}

function token(classId: string, nation: Nation | '', pxPerMm = PX_PER_MM) {
  const { base } = shipProfile(classById(classId));
  return {
    src: dataUri(tokenSvg(classId, nation)),
    width: base.widthMm * pxPerMm,
    height: base.lengthMm * pxPerMm,
    caption: caption(classId, nation),
  };
}

function portrait(classId: string, nation: Nation | '') {
  return {
    src: dataUri(portraitSvg(classId, nation)),
    width: 128,
    height: 128,
    caption: caption(classId, nation),
  };
}

const SAMPLE: ReadonlyArray<[string, Nation | '']> = [
  ['1st-130', 'britain'],
  ['2nd-98', 'spain'],
  ['3rd-74c', 'france'],
  ['4th-50-54', 'netherlands'],
  ['5th-36-40', 'usa'],
  ['6th-20-28', 'sweden'],
  ['unrated-16-18', 'denmark'],
  ['unrated-gunboat-large', 'naples'],
  ['unrated-gunboat-small', ''],
];

export const galleryEntries: GalleryEntry[] = [
  {
    id: 'art-tokens',
    title: 'Ship art: tokens of every rate at true relative size (1:1200 bases, 4 px a mm)',
    template: templatePath('art/ship-art.hbs'),
    width: 1000,
    context: () => ({
      groups: [
        {
          title: t().localize('SCA.Art.Tokens'),
          note: t().localize('SCA.Art.TokensNote'),
          figures: SAMPLE.map(([id, nation]) => token(id, nation)),
        },
      ],
    }),
  },
  {
    id: 'art-nations',
    title: 'Ship art: the 74C in every nation colours and plain',
    template: templatePath('art/ship-art.hbs'),
    width: 1000,
    context: () => ({
      groups: [
        {
          title: t().localize('SCA.Art.Nations'),
          figures: (['', ...NATIONS] as Array<Nation | ''>).map((nation) =>
            token('3rd-74c', nation, 2.4),
          ),
        },
      ],
    }),
  },
  {
    id: 'art-forts-portraits',
    title: 'Ship art: the fortifications at one scale, and portraits',
    template: templatePath('art/ship-art.hbs'),
    width: 1000,
    context: () => ({
      groups: [
        {
          title: t().localize('SCA.Art.Forts'),
          note: t().localize('SCA.Art.FortsNote'),
          figures: [
            token('fort-citadel', 'russia', 2.4),
            token('fort-martello-tower', 'britain', 2.4),
            token('fort-heavy-coastal-battery', 'france', 2.4),
            token('fort-light-coastal-battery', 'portugal', 2.4),
          ],
        },
        {
          title: t().localize('SCA.Art.Portraits'),
          figures: [
            portrait('1st-130', ''),
            portrait('3rd-74c', 'britain'),
            portrait('4th-razeed-74', 'france'),
            portrait('5th-32-34', 'spain'),
            portrait('unrated-gunboat-large', 'turkey'),
            portrait('fort-martello-tower', ''),
          ],
        },
      ],
    }),
  },
];
