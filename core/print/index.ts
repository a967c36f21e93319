/**
 * Printing: the paper and margins, the sheets (reference charts, rosters, …) as HTML documents made
 * from the model, and the table of sheets the command line and the print preview share. Turning a
 * sheet into a PDF is the desktop process's (electron/services/print/).
 */
export * from './sheet';
export * from './sheets';
