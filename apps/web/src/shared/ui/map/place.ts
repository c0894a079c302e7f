/** A place drawn on a map: its name (and hall), its address and, once found, its coordinates. */
export interface MapPlace {
  name: string;
  detail?: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export type LocatedPlace = MapPlace & { latitude: number; longitude: number };
