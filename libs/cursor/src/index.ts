/** Signed, tamper-evident cursors. */
export * from './cursor';
