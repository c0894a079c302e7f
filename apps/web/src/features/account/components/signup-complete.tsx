import { CheckCircle2 } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { messages, oauthProviderLabels, oauthProviders } from '@ongi/shared';
import { errorMessage } from '../../../shared/lib/api';
import { AppLink } from '../../../shared/ui/app-link';
import { Button, buttonClass } from '../../../shared/ui/button';
import { alert } from '../../../shared/ui/modal';
import { accountApi, type SocialProvider } from '../api';
import { SocialMark } from './social-mark';
import styles from './signup.module.css';

interface SignupCompleteProps {
  name: string;
  homeHref: string;
  mypageHref: string;
}

/** Step 3: welcome, optional Naver/Kakao linking (the signup opened a session), home or my-page. */
export function SignupComplete({ name, homeHref, mypageHref }: SignupCompleteProps) {
  const connect = useMutation({
    mutationFn: accountApi.socialConnectUrl,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => alert(errorMessage(error)),
  });

  return (
    <div className={styles.complete}>
      <CheckCircle2 className={styles.completeIcon} size={56} aria-hidden="true" />
      <p className={styles.completeTitle}>{messages.signupFlow.welcome(name)}</p>
      <p className={styles.lead}>{messages.signupFlow.loggedIn}</p>

      <section className={styles.socialBox} aria-labelledby="signup-social-title">
        <h3 id="signup-social-title" className={styles.socialTitle}>
          SNS 계정 연결 (선택)
        </h3>
        <p className={styles.socialLead}>{messages.signupFlow.socialLead}</p>
        <div className={styles.socialButtons}>
          {oauthProviders.map((provider: SocialProvider) => (
            <Button key={provider} variant={provider} block disabled={connect.isPending} onClick={() => connect.mutate(provider)}>
              <SocialMark provider={provider} />
              {oauthProviderLabels[provider]} 계정 연결
            </Button>
          ))}
        </div>
      </section>

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
