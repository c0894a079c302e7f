import type { MapPlace } from './place';
import styles from './map.module.css';

/**
 * The map without a Kakao key (and in every test): a quiet drawn street map,
 * turned a little by the place's coordinates so two places do not look the
 * same, with the marker and the place's name. No tiles from anyone.
 */
export function DrawnMap({ place }: { place: MapPlace }) {
  const turn = (((place.latitude ?? 0) * 1000 + (place.longitude ?? 0) * 700) % 24) - 12;
  return (
    <div className={styles.mapBox} role="img" aria-label={`${place.name || place.address} 위치 약도`}>
      <svg className={styles.drawnMap} viewBox="0 0 480 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <rect width="480" height="300" fill="#eef0ea" />
        <g transform={`rotate(${turn.toFixed(1)} 240 150)`}>
          <path d="M-80 238 C 60 200, 150 262, 290 226 S 480 190, 580 214 L 580 270 C 470 250, 380 292, 280 282 S 60 262, -80 296 Z" fill="#d6e4ec" />
          <rect x="300" y="28" width="120" height="78" rx="10" fill="#dbe7d3" />
          <rect x="34" y="40" width="96" height="64" rx="10" fill="#dbe7d3" />
          {[
            [150, 20, 70, 52],
            [150, 96, 70, 40],
            [250, 30, 32, 66],
            [34, 124, 96, 40],
            [250, 170, 80, 34],
            [350, 130, 70, 54],
            [150, 176, 70, 28],
          ].map(([x, y, w, h]) => (
            <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="6" fill="#e1e3dc" />
          ))}
          <g fill="none" stroke="#ffffff" strokeLinecap="round">
            <path d="M-40 150 H 520" strokeWidth="16" stroke="#dcdcd4" />
            <path d="M-40 150 H 520" strokeWidth="12" />
            <path d="M236 -40 V 340" strokeWidth="14" stroke="#dcdcd4" />
            <path d="M236 -40 V 340" strokeWidth="10" />
            <path d="M-40 80 H 520 M-40 216 H 520 M140 -40 V 340 M340 -40 V 340" strokeWidth="5" />
          </g>
        </g>
        <circle cx="240" cy="150" r="30" fill="var(--map-accent)" fillOpacity="0.14" />
        <path d="M240 158 c -14 -16 -20 -26 -20 -36 a 20 20 0 0 1 40 0 c 0 10 -6 20 -20 36 z" fill="var(--map-accent)" transform="translate(0 -8)" />
        <circle cx="240" cy="114" r="7" fill="#ffffff" />
      </svg>
      <p className={styles.mapLabel}>{place.name || place.address}</p>
    </div>
  );
}
