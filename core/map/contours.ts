/**
 * Contours: a closed one rings a hill (everything inside is at least its level), an open one is a line
 * across the ground. Whether it is a crest (sight blocked more than 2" behind it, ADF) is a separate
 * property: a hill can have a crest all round. A contour is closed unless it says `closed: false`.
 */
import type { Contour } from '../model/scenario.generated';

export const contourClosed = (contour: Pick<Contour, 'closed'>): boolean => contour.closed !== false;
