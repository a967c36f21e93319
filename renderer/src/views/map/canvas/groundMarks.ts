/**
 * The scale bar and north arrow of a table placed on the Earth, on the editor's board as the SVG
 * renderer draws them for the export and the print (core/map/render/groundMarks.ts): in the table's
 * south-west corner, the bar a round number of yards, the arrow turned by the georeference's rotation.
 */
import Konva from 'konva';
import { scaleBarYards } from '../../../../../core/map/render/groundMarks';
import type { Board, Georeference } from '../../../../../core/model/scenario.generated';

const INK = '#1f2d3d';

export function groundMarksNode(board: Board, georef: Pick<Georeference, 'yardsPerInch' | 'rotationDeg'>): Konva.Group {
  const yards = scaleBarYards(board, georef.yardsPerInch);
  const length = yards / georef.yardsPerInch;
  const x = 1;
  const y = board.heightIn - 1;
  const group = new Konva.Group({ name: 'ground-marks', listening: false });
  group.add(new Konva.Rect({ x, y: y - 0.12, width: length / 2, height: 0.12, fill: INK, perfectDrawEnabled: false }));
  group.add(new Konva.Rect({ x: x + length / 2, y: y - 0.12, width: length / 2, height: 0.12, fill: '#ffffff', stroke: INK, strokeWidth: 0.02, perfectDrawEnabled: false }));
  group.add(new Konva.Text({ x, y: y - 0.55, text: '0', fontSize: 0.3, fill: INK }));
  group.add(new Konva.Text({ x: x + length - 1, y: y - 0.55, width: 2, align: 'center', text: `${yards.toLocaleString('en-US')} yards`, fontSize: 0.3, fill: INK }));
  group.add(new Konva.Text({ x, y: y + 0.15, text: `1 inch = ${georef.yardsPerInch} yards`, fontSize: 0.25, fill: INK }));
  const arrow = new Konva.Group({ x: x + length + 1.2, y: y - 0.6, rotation: georef.rotationDeg ?? 0, name: 'north-arrow' });
  arrow.add(new Konva.Line({ points: [0, -0.6, 0.22, 0.3, 0, 0.15, -0.22, 0.3], closed: true, fill: INK, perfectDrawEnabled: false }));
  arrow.add(new Konva.Text({ x: -0.5, y: -1.05, width: 1, align: 'center', text: 'N', fontSize: 0.3, fill: INK }));
  group.add(arrow);
  return group;
}
