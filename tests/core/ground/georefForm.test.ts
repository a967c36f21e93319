import { describe, expect, it } from 'vitest';
import { bookScaleWords, centreWords, crsName, georeferenceFields, readGeoreferenceFields, setGeoreference, type GeoreferenceFields } from '../../../core/ground';
import { History, Refusal } from '../../../core/history';
import { createScenario } from '../../../core/scenario/create';
import { GEOREFERENCE_BOUNDS } from '../../../core/model/limits';

const fields = (over: Partial<GeoreferenceFields>): GeoreferenceFields => ({ x: '', y: '', crs: 'EPSG:4326', rotationDeg: '0', yardsPerInch: '90', ...over });

describe('the georeference as the designer types it', () => {
  it('starts empty at the book\'s ground scale for the figure scale, north up, in longitude/latitude', () => {
    expect(georeferenceFields(undefined, '15mm')).toEqual({ x: '', y: '', crs: 'EPSG:4326', rotationDeg: '0', yardsPerInch: '90' });
    expect(georeferenceFields(undefined, '25mm').yardsPerInch).toBe('70');
    expect(georeferenceFields({ centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', rotationDeg: 12, yardsPerInch: 85 }, '15mm')).toEqual({ x: '310000', y: '4410000', crs: 'EPSG:32618', rotationDeg: '12', yardsPerInch: '85' });
    expect(bookScaleWords('15mm')).toBe('The book for 15mm: 80–100 yards an inch (B:321, B:448).');
    expect(bookScaleWords('counters')).toBe('The book: about 100 yards an inch (B:445).');
  });

  it('reads Gettysburg\'s centre in longitude/latitude, leaving out what is the default', () => {
    expect(readGeoreferenceFields(fields({ x: '-77.2311', y: '39.8117' }), '15mm')).toEqual({ georeference: { centre: { x: -77.2311, y: 39.8117 }, yardsPerInch: 90 } });
  });

  it('reads an easting and northing in a UTM zone written as a bare code, with a rotation and a blank scale (the book\'s)', () => {
    const read = readGeoreferenceFields(fields({ x: '309,500', y: '4,409,800', crs: '32618', rotationDeg: '-15', yardsPerInch: ' ' }), '10mm');
    expect(read).toEqual({ georeference: { centre: { x: 309500, y: 4409800 }, crs: 'EPSG:32618', rotationDeg: -15, yardsPerInch: 110 } });
    expect(crsName('EPSG:32618')).toBe('WGS 84 / UTM zone 18N');
    expect(centreWords('EPSG:32618')).toEqual({ x: 'Easting (m)', y: 'Northing (m)' });
    expect(centreWords('EPSG:4269')).toEqual({ x: 'Longitude (°)', y: 'Latitude (°)' });
  });

  it('names a system Muster does not know, and one that is not a code', () => {
    expect(readGeoreferenceFields(fields({ x: '1', y: '2', crs: 'EPSG:2272' }), '15mm').problems?.crs).toMatch(/^EPSG:2272 is a coordinate system Muster does not know; it knows longitude\/latitude/);
    expect(readGeoreferenceFields(fields({ x: '1', y: '2', crs: 'Pennsylvania South' }), '15mm').problems?.crs).toBe("'Pennsylvania South' is not a coordinate system code: write it EPSG:N (EPSG:4326 is longitude/latitude)");
  });

  it('says what is wrong with each field: missing, not a number, off the Earth, past the bounds', () => {
    expect(readGeoreferenceFields(fields({}), '15mm').problems).toEqual({ x: "Give the table centre's longitude.", y: "Give the table centre's latitude." });
    expect(readGeoreferenceFields(fields({ x: 'west', y: '95' }), '15mm').problems).toEqual({ x: "'west' is not a number.", y: 'Latitude 95 is not between -90 and 90.' });
    expect(readGeoreferenceFields(fields({ x: '99000000', y: '99000000', crs: 'EPSG:32618' }), '15mm').problems?.x).toMatch(/^Easting 99000000, northing 99000000 is no place on the Earth in EPSG:32618 \(WGS 84 \/ UTM zone 18N\)\.$/);
    expect(readGeoreferenceFields(fields({ x: '1', y: '2', rotationDeg: '400' }), '15mm').problems).toEqual({ rotationDeg: `The rotation must be degrees from -${GEOREFERENCE_BOUNDS.rotationDeg} to ${GEOREFERENCE_BOUNDS.rotationDeg}.` });
    expect(readGeoreferenceFields(fields({ x: '1', y: '2', yardsPerInch: '0' }), '15mm').problems?.yardsPerInch).toBe('The ground scale must be more than 0 and at most 100,000 yards an inch.');
    expect(readGeoreferenceFields(fields({ x: '1', y: '2', yardsPerInch: 'ninety' }), '15mm').problems?.yardsPerInch).toBe("'ninety' is not a number of yards.");
  });
});

describe('Place the table on the Earth, one undoable edit', () => {
  it('sets, replaces and removes the georeference, and undo gives back each', () => {
    const start = createScenario({ scale: '15mm' });
    const history = new History(start);
    history.execute(setGeoreference({ centre: { x: -77.2311, y: 39.8117 }, yardsPerInch: 90 }));
    expect(history.undoLabel).toBe('Place the table on the Earth');
    history.execute(setGeoreference({ centre: { x: 309500, y: 4409800 }, crs: 'EPSG:32618', rotationDeg: -15, yardsPerInch: 110 }));
    expect(history.doc.georeference).toEqual({ centre: { x: 309500, y: 4409800 }, crs: 'EPSG:32618', rotationDeg: -15, yardsPerInch: 110 });
    history.execute(setGeoreference(undefined));
    expect(history.doc.georeference).toBeUndefined();
    history.undo();
    expect(history.doc.georeference?.crs).toBe('EPSG:32618');
    history.undo();
    expect(history.doc.georeference).toEqual({ centre: { x: -77.2311, y: 39.8117 }, yardsPerInch: 90 });
    history.undo();
    expect(history.doc).toEqual(start);
  });

  it('refuses a georeference that places nothing, and the scenario is unchanged', () => {
    const start = createScenario({ scale: '15mm' });
    const history = new History(start);
    expect(() => history.execute(setGeoreference({ centre: { x: 1, y: 2 }, crs: 'EPSG:2272', yardsPerInch: 90 }))).toThrow(Refusal);
    expect(() => history.execute(setGeoreference({ centre: { x: 1, y: 2 }, yardsPerInch: 0 }))).toThrow(/more than 0 yards per inch/);
    expect(history.doc).toEqual(start);
    expect(history.canUndo).toBe(false);
  });
});
