/** Kept equal to package.json's version (a unit test checks it). */
export const MUSTER_VERSION = '0.1.0';
