import { CheckCircle2 } from 'lucide-react';
import { messages, oauthProviderLabels } from '@ongi/shared';
import { AppLink } from '@web/shared/ui/app-link';
import { Button, buttonClass } from '@web/shared/ui/button';
import { useOfferedProviders, useSocialRedirect } from '../social';
import { SocialMark } from './social-mark';
import styles from './signup.module.css';

interface SignupCompleteProps {
  name: string;
  homeHref: string;
  mypageHref: string;
}

/** Step 3: welcome, optional Naver/Kakao linking (the signup opened a session), home or my-page. */
export function SignupComplete({ name, homeHref, mypageHref }: SignupCompleteProps) {
  const connect = useSocialRedirect('connect');
  const providers = useOfferedProviders();

  return (
    <div className={styles.complete}>
      <CheckCircle2 className={styles.completeIcon} size={56} aria-hidden="true" />
      <p className={styles.completeTitle}>{messages.signupFlow.welcome(name)}</p>
      <p className={styles.lead}>{messages.signupFlow.loggedIn}</p>

      {providers.length > 0 ? (
        <section className={styles.socialBox} aria-labelledby="signup-social-title">
          <h3 id="signup-social-title" className={styles.socialTitle}>
            SNS 계정 연결 (선택)
          </h3>
          <p className={styles.socialLead}>{messages.signupFlow.socialLead}</p>
          <div className={styles.socialButtons}>
            {providers.map((provider) => (
              <Button key={provider} variant={provider} block disabled={connect.isPending} onClick={() => connect.mutate(provider)}>
                <SocialMark provider={provider} />
                {oauthProviderLabels[provider]} 계정 연결
              </Button>
            ))}
          </div>
        </section>
      ) : null}

      <div className={styles.completeActions}>
        <AppLink to={mypageHref} className={buttonClass('secondary', 'lg')}>
          마이페이지
        </AppLink>
        <AppLink to={homeHref} className={buttonClass('primary', 'lg')}>
          홈으로
        </AppLink>
      </div>
    </div>
  );
}
