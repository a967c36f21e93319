/**
 * The options of a worker thread whose code may load geotiff (the elevation import, and the print and
 * export jobs, which read reference images): geotiff loads the `web-worker` package, which in a worker
 * thread reads `workerData.mod` to see whether the thread is one of its own, and throws when workerData is
 * missing; an empty workerData tells it it is not.
 */
export const NOT_A_WEB_WORKER = { workerData: {} } as const;
