import { HeartHandshake, MessageCircleHeart } from 'lucide-react';
import styles from './wreath-visual.module.css';

const petals = Array.from({ length: 20 }, (_, index) => {
  const angle = (index / 20) * Math.PI * 2;
  return { x: 100 + Math.cos(angle) * 70, y: 100 + Math.sin(angle) * 70, angle: (angle * 180) / Math.PI, flower: index % 2 === 0 };
});

/** The hero's picture: a kiosk screen showing a wreath of flowers and a guest's message (drawn, no photos). */
export function WreathVisual() {
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={styles.screen}>
        <p className={styles.label}>축하 기부화환</p>
        <svg viewBox="0 0 200 200" className={styles.wreath}>
          <circle cx="100" cy="100" r="70" className={styles.ring} />
          {petals.map((petal) =>
            petal.flower ? (
              <g key={petal.angle} transform={`translate(${petal.x} ${petal.y})`}>
                <circle r="11" className={styles.flower} />
                <circle r="4" className={styles.flowerCore} />
              </g>
            ) : (
              <ellipse
                key={petal.angle}
                cx={petal.x}
                cy={petal.y}
                rx="12"
                ry="5"
                transform={`rotate(${petal.angle + 90} ${petal.x} ${petal.y})`}
                className={styles.leaf}
              />
            ),
          )}
          <text x="100" y="96" textAnchor="middle" className={styles.center}>
            祝 結婚
          </text>
          <text x="100" y="118" textAnchor="middle" className={styles.centerSmall}>
            민준 · 서연
          </text>
        </svg>
        <p className={styles.message}>두 분의 앞날에 늘 온기가 가득하길 바랍니다.</p>
        <p className={styles.from}>이서준 드림</p>
      </div>
      <p className={`${styles.chip} ${styles.chipTop}`}>
        <MessageCircleHeart size={16} />
        방금 도착한 마음 3
      </p>
      <p className={`${styles.chip} ${styles.chipBottom}`}>
        <HeartHandshake size={16} />
        결제 금액의 50% 기부처 전달
      </p>
    </div>
  );
}
