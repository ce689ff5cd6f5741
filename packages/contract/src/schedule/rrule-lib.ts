/**
 * rrule ships CommonJS and ES modules whose default export differs between Node and bundlers; this is
 * the one place that smooths it over. Import RRule and rrulestr from here.
 */
import * as lib from 'rrule';
const rrule = (lib as unknown as { default?: typeof lib }).default ?? lib;
export const { RRule, rrulestr } = rrule;
