/** A port on 127.0.0.1 that nothing listens on right now (the system picks it; the probe lets go of it). */
export function freePort(): Promise<number>;
