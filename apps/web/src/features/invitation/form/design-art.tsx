// Small drawings of each design, so a host sees what they choose: the four
// wedding covers (in the colour of the chosen edit style), the four funeral
// notices and the four kiosk screens, each drawn after the real layout.
// Pictures only: the choice's name is its label.

const svg = { 'aria-hidden': true, focusable: false } as const;

/** A photograph as a drawing: sky, a sun and two hills, tinted by the accent. */
function PhotoScene({
  x,
  y,
  width,
  height,
  accent,
  id,
  dark = false,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  accent: string;
  id: string;
  dark?: boolean;
}) {
  return (
    <g>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={dark ? '#6d6a68' : '#f3e6dc'} />
          <stop offset="1" stopColor={dark ? '#3d3b3a' : '#e2cfc2'} />
        </linearGradient>
        <clipPath id={`${id}-clip`}>
          <rect x={x} y={y} width={width} height={height} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-clip)`}>
        <rect x={x} y={y} width={width} height={height} fill={`url(#${id}-sky)`} />
        <circle cx={x + width * 0.72} cy={y + height * 0.3} r={Math.min(width, height) * 0.1} fill="#ffffff" fillOpacity="0.8" />
        <path
          d={`M${x} ${y + height * 0.78} Q ${x + width * 0.3} ${y + height * 0.5} ${x + width * 0.55} ${y + height * 0.72} T ${x + width} ${y + height * 0.62} V ${y + height} H ${x} Z`}
          fill={accent}
          fillOpacity="0.55"
        />
        <path
          d={`M${x} ${y + height * 0.9} Q ${x + width * 0.45} ${y + height * 0.7} ${x + width} ${y + height * 0.86} V ${y + height} H ${x} Z`}
          fill={accent}
          fillOpacity="0.85"
        />
      </g>
    </g>
  );
}

/** Lines of text drawn as rounded bars, centred on `cx`. */
function TextLines({
  cx,
  y,
  widths,
  gap = 7,
  height = 3,
  color,
  opacity = 1,
}: {
  cx: number;
  y: number;
  widths: number[];
  gap?: number;
  height?: number;
  color: string;
  opacity?: number;
}) {
  return (
    <g fill={color} fillOpacity={opacity}>
      {widths.map((width, index) => (
        <rect key={index} x={cx - width / 2} y={y + index * gap} width={width} height={height} rx={height / 2} />
      ))}
    </g>
  );
}

/** The wedding cover of design 1 to 4, drawn in `accent`. */
export function WeddingDesignArt({ design, accent }: { design: number; accent: string }) {
  const id = `wedding-art-${design}`;
  switch (design) {
    case 2:
      // 액자: names above, the photo in an arched mat, the day between two rules.
      return (
        <svg viewBox="0 0 120 200" {...svg}>
          <rect width="120" height="200" fill="#faf6f0" />
          <TextLines cx={60} y={20} widths={[34]} height={2.4} color={accent} />
          <text x="60" y="44" textAnchor="middle" fontSize="11" fontFamily="serif" fill="#3a302b">
            민준 그리고 서연
          </text>
          <path d="M28 150 V 86 A 32 32 0 0 1 92 86 V 150 Z" fill="#ffffff" stroke={accent} strokeOpacity="0.5" />
          <clipPath id={`${id}-arch`}>
            <path d="M33 146 V 88 A 27 27 0 0 1 87 88 V 146 Z" />
          </clipPath>
          <g clipPath={`url(#${id}-arch)`}>
            <PhotoScene x={33} y={60} width={54} height={86} accent={accent} id={id} />
          </g>
          <rect x="30" y="162" width="60" height="0.8" fill={accent} />
          <TextLines cx={60} y={168} widths={[44]} height={2.6} color="#5a4f49" />
          <rect x="30" y="177" width="60" height="0.8" fill={accent} />
          <TextLines cx={60} y={184} widths={[30]} height={2.4} color="#8a7f78" />
        </svg>
      );
    case 3:
      // 편지: a sealed envelope, then a ruled letter.
      return (
        <svg viewBox="0 0 120 200" {...svg}>
          <rect width="120" height="200" fill="#f7f2ec" />
          <path d="M0 0 H120 V56 L60 86 L0 56 Z" fill={accent} fillOpacity="0.88" />
          <circle cx="60" cy="80" r="10" fill="#ffffff" />
          <path d="M60 85 c-4 -3 -6 -5 -6 -7.5 a3 3 0 0 1 6 -1 a3 3 0 0 1 6 1 c0 2.5 -2 4.5 -6 7.5z" fill={accent} />
          <TextLines cx={60} y={22} widths={[50]} height={3.4} color="#ffffff" />
          <TextLines cx={60} y={34} widths={[36]} height={2.4} color="#ffffff" opacity={0.8} />
          <rect x="16" y="100" width="88" height="90" rx="3" fill="#ffffff" />
          <g fill={accent} fillOpacity="0.35">
            {[116, 128, 140, 152, 164, 176].map((line) => (
              <rect key={line} x="24" y={line} width="72" height="0.7" />
            ))}
          </g>
          <g fill="#6b5f58">
            {[110, 122, 134, 146, 158].map((line, index) => (
              <rect key={line} x="26" y={line} width={[40, 64, 58, 62, 36][index]} height="2.6" rx="1.3" />
            ))}
          </g>
        </svg>
      );
    case 4:
      // 모던: the day in large figures, bold names, the photo on an offset block of colour.
      return (
        <svg viewBox="0 0 120 200" {...svg}>
          <rect width="120" height="200" fill="#ffffff" />
          <text x="12" y="44" fontSize="30" fontWeight="800" fontFamily="sans-serif" fill={accent} letterSpacing="-1">
            05
          </text>
          <text x="50" y="44" fontSize="30" fontWeight="300" fontFamily="sans-serif" fill="#c9c2bd">
            /
          </text>
          <text x="64" y="44" fontSize="30" fontWeight="800" fontFamily="sans-serif" fill={accent} letterSpacing="-1">
            09
          </text>
          <rect x="12" y="56" width="64" height="6" rx="1" fill="#2b2522" />
          <rect x="12" y="67" width="46" height="3" rx="1.5" fill="#8a7f78" />
          <rect x="34" y="92" width="76" height="94" fill={accent} fillOpacity="0.9" />
          <PhotoScene x={22} y={82} width={76} height={94} accent={accent} id={id} />
        </svg>
      );
    default:
      // 포토 커버: the photo fills the first screen, names and the day over it.
      return (
        <svg viewBox="0 0 120 200" {...svg}>
          <PhotoScene x={0} y={0} width={120} height={200} accent={accent} id={id} />
          <defs>
            <linearGradient id={`${id}-shade`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0.45" stopColor="#000000" stopOpacity="0" />
              <stop offset="1" stopColor="#000000" stopOpacity="0.6" />
            </linearGradient>
          </defs>
          <rect width="120" height="200" fill={`url(#${id}-shade)`} />
          <TextLines cx={60} y={132} widths={[40]} height={2.2} color="#ffffff" opacity={0.8} />
          <text x="60" y="156" textAnchor="middle" fontSize="13" fontFamily="serif" fill="#ffffff">
            민준 ♥ 서연
          </text>
          <TextLines cx={60} y={168} widths={[64, 44]} height={2.6} color="#ffffff" opacity={0.85} />
        </svg>
      );
  }
}

/** A white chrysanthemum in a few strokes. */
function Flower({ cx, cy, r, stroke }: { cx: number; cy: number; r: number; stroke: string }) {
  return (
    <g fill="#ffffff" stroke={stroke} strokeWidth="0.7">
      {Array.from({ length: 14 }, (_, index) => (
        <ellipse key={index} cx={cx} cy={cy - r * 0.55} rx={r * 0.16} ry={r * 0.5} transform={`rotate(${(360 / 14) * index} ${cx} ${cy})`} />
      ))}
      {Array.from({ length: 10 }, (_, index) => (
        <ellipse key={`i${index}`} cx={cx} cy={cy - r * 0.32} rx={r * 0.13} ry={r * 0.3} transform={`rotate(${(360 / 10) * index + 18} ${cx} ${cy})`} />
      ))}
      <circle cx={cx} cy={cy} r={r * 0.14} fill="#eceeea" />
    </g>
  );
}

/** The funeral notice of design 1 to 4. */
export function FuneralDesignArt({ design }: { design: number }) {
  const id = `funeral-art-${design}`;
  switch (design) {
    case 2:
      // 영정: the photograph in the middle, framed, a black ribbon across its corner.
      return (
        <svg viewBox="0 0 120 200" {...svg}>
          <rect width="120" height="200" fill="#f4f4f2" />
          <TextLines cx={60} y={22} widths={[64]} height={2.4} color="#6b6d70" />
          <rect x="30" y="38" width="60" height="76" fill="#2f3033" />
          <rect x="34" y="42" width="52" height="68" fill="#d9d9d6" />
          <circle cx="60" cy="68" r="11" fill="#a9aaa6" />
          <path d="M40 110 Q 60 84 80 110 Z" fill="#a9aaa6" />
          <path d="M72 38 H90 V56 Z" fill="#111111" />
          <path d="M78 38 L90 50" stroke="#111111" strokeWidth="5" />
          <text x="60" y="136" textAnchor="middle" fontSize="11" fontFamily="serif" fill="#2f3033">
            故 김영호 님
          </text>
          <TextLines cx={60} y={146} widths={[30]} height={2.4} color="#8b8d90" />
          <TextLines cx={60} y={162} widths={[80, 70, 76]} height={2.4} color="#a3a5a8" />
        </svg>
      );
    case 3:
      // 먹빛: light words on ink, 訃 as a faint watermark.
      return (
        <svg viewBox="0 0 120 200" {...svg}>
          <defs>
            <radialGradient id={`${id}-ink`} cx="0.5" cy="0" r="1">
              <stop offset="0" stopColor="#3a3b3f" />
              <stop offset="0.7" stopColor="#1f2022" />
            </radialGradient>
          </defs>
          <rect width="120" height="200" fill={`url(#${id}-ink)`} />
          <text x="60" y="112" textAnchor="middle" fontSize="86" fontFamily="serif" fill="#ffffff" fillOpacity="0.06">
            訃
          </text>
          <TextLines cx={60} y={36} widths={[70]} height={2.2} color="#c9cacc" opacity={0.8} />
          <text x="60" y="66" textAnchor="middle" fontSize="12" fontFamily="serif" fill="#f2f2f0">
            故 김영호 님
          </text>
          <TextLines cx={60} y={76} widths={[30]} height={2.2} color="#b5b6b8" />
          <rect x="36" y="92" width="48" height="56" rx="2" fill="#4a4b4f" />
          <circle cx="60" cy="114" r="9" fill="#6d6e72" />
          <path d="M44 148 Q 60 126 76 148 Z" fill="#6d6e72" />
          <TextLines cx={60} y={162} widths={[78, 66, 72]} height={2.2} color="#a9aaad" opacity={0.8} />
        </svg>
      );
    case 4:
      // 안내문: a notice set out as a sheet, the condolence account boxed at its foot.
      return (
        <svg viewBox="0 0 120 200" {...svg}>
          <rect width="120" height="200" fill="#f1f1ef" />
          <rect x="10" y="10" width="100" height="180" rx="4" fill="#ffffff" stroke="#d6d6d3" />
          <text x="60" y="34" textAnchor="middle" fontSize="11" fontWeight="700" fontFamily="sans-serif" fill="#2f3033">
            訃 告
          </text>
          <rect x="20" y="42" width="80" height="0.8" fill="#45474a" />
          <g fill="#6b6d70">
            {[52, 64, 76, 88, 100].map((row) => (
              <g key={row}>
                <rect x="22" y={row} width="16" height="3" rx="1.5" fill="#45474a" />
                <rect x="44" y={row} width={[44, 50, 36, 48, 40][(row - 52) / 12]} height="3" rx="1.5" />
              </g>
            ))}
          </g>
          <rect x="20" y="114" width="80" height="0.6" fill="#d6d6d3" />
          <TextLines cx={60} y={124} widths={[70, 64]} height={2.4} color="#a3a5a8" />
          <rect x="20" y="148" width="80" height="32" rx="3" fill="#f1f1ef" stroke="#d6d6d3" />
          <rect x="26" y="156" width="30" height="3" rx="1.5" fill="#45474a" />
          <rect x="26" y="166" width="56" height="3" rx="1.5" fill="#8b8d90" />
        </svg>
      );
    default:
      // 국화: a white chrysanthemum over quiet words on white.
      return (
        <svg viewBox="0 0 120 200" {...svg}>
          <rect width="120" height="200" fill="#ffffff" />
          <path d="M60 60 C 58 76, 62 88, 58 100" fill="none" stroke="#8c9088" strokeWidth="1" />
          <path d="M59 84 C 50 78, 44 80, 40 84 C 46 88, 53 88, 59 84 Z" fill="#eef0ec" stroke="#8c9088" strokeWidth="0.7" />
          <Flower cx={60} cy={44} r={22} stroke="#9a9d98" />
          <TextLines cx={60} y={112} widths={[70]} height={2.2} color="#8b8d90" />
          <text x="60" y="136" textAnchor="middle" fontSize="12" fontFamily="serif" fill="#2f3033">
            故 김영호 님
          </text>
          <TextLines cx={60} y={146} widths={[28]} height={2.2} color="#8b8d90" />
          <TextLines cx={60} y={162} widths={[84, 74, 80]} height={2.4} color="#b7b9bb" />
        </svg>
      );
  }
}

/** A kiosk screen of style 1 to 4 (the event's display: messages, photos, names and the QR code). */
export function KioskArt({ style, tone }: { style: number; tone: 'wedding' | 'funeral' }) {
  const id = `kiosk-art-${tone}-${style}`;
  const background = tone === 'wedding' ? '#fbf3ee' : '#f1f1ef';
  const accent = tone === 'wedding' ? '#b7795f' : '#55575b';
  const qr = (x: number, y: number) => (
    <g>
      <rect x={x} y={y} width="18" height="18" fill="#ffffff" stroke="#2b2522" strokeWidth="0.6" />
      <g fill="#2b2522">
        <rect x={x + 2} y={y + 2} width="5" height="5" />
        <rect x={x + 11} y={y + 2} width="5" height="5" />
        <rect x={x + 2} y={y + 11} width="5" height="5" />
        <rect x={x + 10} y={y + 10} width="2" height="2" />
        <rect x={x + 13} y={y + 13} width="3" height="3" />
        <rect x={x + 10} y={y + 14} width="2" height="2" />
      </g>
    </g>
  );
  const message = (x: number, y: number, width: number) => (
    <g>
      <rect x={x} y={y} width={width} height="26" rx="3" fill="#ffffff" />
      <TextLines cx={x + width / 2} y={y + 7} widths={[width * 0.7, width * 0.5]} height={2.4} color="#6b5f58" />
      <rect x={x + width / 2 - 8} y={y + 19} width="16" height="2.4" rx="1.2" fill={accent} />
    </g>
  );
  let body;
  switch (style) {
    case 2:
      // 슬라이드: two slides side by side in the middle.
      body = (
        <>
          <PhotoScene x={14} y={14} width={40} height={52} accent={accent} id={`${id}-a`} />
          <PhotoScene x={58} y={14} width={40} height={52} accent={accent} id={`${id}-b`} />
          {message(14, 70, 84)}
          {qr(104, 76)}
        </>
      );
      break;
    case 3:
      // 이름 강조: the couple's or the deceased's name large, a message under it.
      body = (
        <>
          <text x="64" y="34" textAnchor="middle" fontSize="13" fontFamily="serif" fill="#2b2522">
            {tone === 'wedding' ? '민준 ♥ 서연' : '故 김영호 님'}
          </text>
          <rect x="44" y="40" width="40" height="0.8" fill={accent} />
          {message(22, 48, 84)}
          <TextLines cx={64} y={82} widths={[70]} height={2.2} color="#8a7f78" />
          {qr(104, 4)}
        </>
      );
      break;
    case 4:
      // 세로 흐름: a column of five messages moving upwards.
      body = (
        <>
          <g>
            {[4, 22, 40, 58, 76].map((y, index) => (
              <g key={y} opacity={index === 2 ? 1 : 0.55}>
                <rect x="34" y={y} width="60" height="14" rx="3" fill="#ffffff" />
                <rect x="40" y={y + 5} width={[40, 30, 46, 34, 38][index]} height="2.4" rx="1.2" fill="#6b5f58" />
              </g>
            ))}
          </g>
          <PhotoScene x={4} y={22} width={24} height={40} accent={accent} id={id} />
          {qr(104, 76)}
        </>
      );
      break;
    default:
      // 갤러리: a photo beside the message of the moment.
      body = (
        <>
          <PhotoScene x={6} y={10} width={52} height={76} accent={accent} id={id} />
          {message(64, 20, 54)}
          <TextLines cx={91} y={56} widths={[44, 36, 40]} height={2.2} color="#a39a93" />
          {qr(104, 76)}
        </>
      );
  }
  return (
    <svg viewBox="0 0 128 100" {...svg}>
      <rect width="128" height="100" fill={background} />
      {body}
    </svg>
  );
}
