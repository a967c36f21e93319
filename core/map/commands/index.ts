/** Every named edit of a map (in a map file or embedded in a scenario), one file per kind of edit. */
export { MapEditError, moveVertex } from './moveVertex';
