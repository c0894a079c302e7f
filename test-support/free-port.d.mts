/** A port nothing listens on now, chosen by the system. */
export function freePort(): Promise<number>;
