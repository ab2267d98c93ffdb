/**
 * What a school search asks for when its link names nothing else. The registry's tile kinds
 * (service.ts, loaded with the app's first page) read them from here, without the parsers.
 */
export const DEFAULT_SORT = 'latest.student.size:desc';
/** A ZIP with no distance searches this far, which the distance field shows. */
export const DEFAULT_DISTANCE = 25;
