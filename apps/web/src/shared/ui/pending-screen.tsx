import type { ReactNode } from 'react';
import { Hammer } from 'lucide-react';
import { StatusScreen } from './status-screen';

interface PendingScreenProps {
  /** The screen's name, e.g. '청첩장 만들기'. */
  title: string;
  /** What the screen will do, in one sentence. */
  summary?: string;
  actions?: ReactNode;
  tone?: 'default' | 'admin' | 'bare';
}

/** An honest placeholder for a route whose screen is built in a later issue. */
export function PendingScreen({ title, summary, actions, tone = 'default' }: PendingScreenProps) {
  return (
    <StatusScreen
      icon={<Hammer size={28} strokeWidth={1.75} />}
      eyebrow="준비 중인 화면"
      title={title}
      summary={
        <>
          {summary ? (
            <>
              {summary}
              <br />
            </>
          ) : null}
          이 화면은 지금 준비하고 있습니다. 조금만 기다려 주세요.
        </>
      }
      actions={actions}
      tone={tone}
    />
  );
}
