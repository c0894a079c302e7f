/** The system's range of ports for outgoing connections and listen(0), lowest and highest. */
export function ephemeralPorts(): [number, number];
/** A port nothing listens on now, below the system's range for outgoing connections. */
export function freePort(): Promise<number>;
