import type { MenuTheme } from './menuTheme';

/** Badge colours the categories take in turn. */
const BADGES = ['#FF6B6B', '#4ECDC4', '#FFB627', '#7B6CF6', '#3DB46D'];

/** Playful: a friendly rounded display face, coloured badges, round pictures and sparkles. */
export const PLAYFUL: MenuTheme = {
  style: 'playful',
  headingFont: 'fredoka',
  bodyFont: 'nunito',
  colors: { background: '#FFF6E5', text: '#3A2E39', accent: '#FF6B6B', muted: '#7A6A73' },
  root: (c) => ({
    background: `radial-gradient(circle at 0% 0%, rgba(255, 182, 39, 0.18) 0 18%, transparent 18%), radial-gradient(circle at 100% 100%, rgba(78, 205, 196, 0.18) 0 22%, transparent 22%), ${c.background}`,
    color: c.text,
    padding: '1.2em 1.5em',
  }),
  title: (c) => ({
    fontSize: '2.3em',
    fontWeight: 700,
    color: c.accent,
    textAlign: 'center',
    lineHeight: 1.1,
    margin: '0 0 0.55em',
  }),
  titleOrnament: 'sparkles',
  section: () => ({ marginBottom: '1em' }),
  categoryName: (_c, index) => ({
    display: 'inline-block',
    fontSize: '1em',
    fontWeight: 700,
    color: '#FFFFFF',
    background: BADGES[index % BADGES.length],
    borderRadius: '999px',
    padding: '0.2em 0.9em',
    margin: '0 0 0.6em',
    transform: `rotate(${index % 2 === 0 ? -2 : 2}deg)`,
    boxShadow: '0 0.12em 0 rgba(58, 46, 57, 0.18)',
  }),
  categoryOrnament: 'none',
  item: () => ({
    background: 'rgba(255, 255, 255, 0.75)',
    borderRadius: '1em',
    padding: '0.45em 0.7em',
    marginBottom: '0.5em',
  }),
  itemName: () => ({ fontWeight: 700 }),
  leader: null,
  price: (c) => ({
    fontWeight: 700,
    color: '#FFFFFF',
    background: c.accent,
    borderRadius: '999px',
    padding: '0.05em 0.6em',
    marginLeft: '0.7em',
    whiteSpace: 'nowrap',
  }),
  description: (c) => ({ color: c.muted, fontSize: '0.75em', marginTop: '0.15em', lineHeight: 1.35 }),
  picture: (c) => ({
    width: '2.8em',
    height: '2.8em',
    borderRadius: '50%',
    border: `0.14em solid ${c.accent}`,
    marginRight: '0.7em',
  }),
  soldOut: () => ({
    fontSize: '0.6em',
    fontWeight: 700,
    color: '#FFFFFF',
    background: '#3A2E39',
    borderRadius: '999px',
    padding: '0.15em 0.7em',
    marginLeft: '0.6em',
    transform: 'rotate(-3deg)',
  }),
  keepSectionsWhole: false,
  columnGap: 1.4,
};
