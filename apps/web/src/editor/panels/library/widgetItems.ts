import type { ElementType, LicenseAddOn } from '@placard/contract';
import {
  newCellElement,
  newFacebookElement,
  newInstagramElement,
  newMenuElement,
  newNewsElement,
  newWeatherElement,
} from '../../state';
import type { ElementMaker } from './useElementAdder';

/**
 * One item of the library's Widgets tab. Its name and one-line description are the translations
 * `editorLibrary:widgets.items.<id>.name` and `.description`; its icon is its element type's.
 */
export type WidgetItem = {
  id: string;
  /** the element type it adds (gives its icon) */
  eltype: ElementType;
  make: ElementMaker;
  /** the licence add-on it needs; without it the item is shown disabled, with the reason */
  addOn?: LicenseAddOn;
  /**
   * reads the organization's Facebook connection: hidden when the server has no Facebook app, and
   * made showing the connection's page or Instagram account (see useSocialWidgetItems)
   */
  social?: 'facebook' | 'instagram';
};

/** The Widgets tab's items, in order. Another widget is one more entry here (and its two strings). */
export const WIDGET_ITEMS: readonly WidgetItem[] = [
  { id: 'weather', eltype: 'weather', make: newWeatherElement, addOn: 'weatherAddOn' },
  { id: 'news', eltype: 'news', make: newNewsElement, addOn: 'newsAddOn' },
  { id: 'sheet', eltype: 'cell', make: newCellElement },
  { id: 'menu', eltype: 'menu', make: newMenuElement },
  {
    id: 'facebook',
    eltype: 'facebook',
    make: (aspect) => newFacebookElement(aspect, null),
    addOn: 'facebookAddOn',
    social: 'facebook',
  },
  {
    id: 'instagram',
    eltype: 'instagram',
    make: (aspect) => newInstagramElement(aspect, null),
    addOn: 'instagramAddOn',
    social: 'instagram',
  },
];
