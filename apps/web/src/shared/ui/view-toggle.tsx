import { LayoutGrid, List } from 'lucide-react';
import type { CardLayout } from './card-grid';
import styles from './view-toggle.module.css';

interface ViewToggleProps {
  value: CardLayout;
  onChange: (value: CardLayout) => void;
}

const options = [
  { value: 'gallery', label: '갤러리형으로 보기', icon: LayoutGrid },
  { value: 'list', label: '목록형으로 보기', icon: List },
] as const;

/** Gallery or list: two toggle buttons, the chosen one pressed. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <div className={styles.toggle} role="group" aria-label="보기 방식">
      {options.map(({ value: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          className={styles.button}
          aria-pressed={value === option}
          aria-label={label}
          title={label}
          onClick={() => onChange(option)}
        >
          <Icon size={18} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
