import { useEffect, useRef, useState } from 'react';
import type { SignupResult, SignupTerms, YesNo } from '@ongi/shared';
import type { IdentityOptions } from '../identity';
import { useSessionCache } from '../session';
import { SignupComplete } from '../components/signup-complete';
import { SignupForm } from '../components/signup-form';
import { SignupTermsStep } from '../components/signup-terms-step';
import frame from './auth-frame.module.css';
import styles from './signup-page.module.css';

type Step = 'terms' | 'form' | 'done';

const steps: readonly Step[] = ['terms', 'form', 'done'];
const stepLabels: Record<Step, string> = { terms: '약관 동의', form: '정보 입력', done: '가입 완료' };

const noTerms: SignupTerms = { serviceTerms: false, privacyTerms: false, marketingSms: false, marketingEmail: false };
const yesNo = (agreed: boolean): YesNo => (agreed ? 'Y' : 'N');

export interface SignupPageProps {
  termsHref: string;
  privacyHref: string;
  homeHref: string;
  mypageHref: string;
  identity: IdentityOptions;
  /** The signup opened a member session (the app layer drops what the other side remembered). */
  onSignedUp: () => void;
}

/** /signup: terms, then the form, then completion; one step at a time (spec 000 §2, §4). */
export function SignupPage({ termsHref, privacyHref, homeHref, mypageHref, identity, onSignedUp }: SignupPageProps) {
  const session = useSessionCache();
  const [step, setStep] = useState<Step>('terms');
  const [terms, setTerms] = useState<SignupTerms>(noTerms);
  const [member, setMember] = useState<SignupResult | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const index = steps.indexOf(step);

  useEffect(() => {
    // A new step starts at its top, with its heading read out.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    stepHeading.current?.focus();
  }, [step]);

  const signedUp = async (result: SignupResult) => {
    await session.loggedIn(result.name, 'NORMAL');
    onSignedUp();
    setMember(result);
    setStep('done');
  };

  return (
    <div className={frame.page}>
      <section className={`${frame.card} ${styles.wide}`} aria-labelledby="signup-title">
        <header className={`${frame.header} ${styles.stepsHeader}`}>
          <h1 id="signup-title" className={frame.title}>
            회원가입
          </h1>
          <ol className={styles.steps} aria-label="가입 단계">
            {steps.map((item, position) => (
              <li
                key={item}
                className={[styles.step, position < index ? styles.stepDone : '', position === index ? styles.stepCurrent : ''].join(' ')}
                aria-current={position === index ? 'step' : undefined}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {position + 1}
                </span>
                <span className={styles.stepLabel}>
                  <span className="visually-hidden">{`${position + 1}단계 `}</span>
                  {stepLabels[item]}
                </span>
              </li>
            ))}
          </ol>
        </header>

        <h2 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
          {stepLabels[step]}
        </h2>

        {step === 'terms' ? (
          <SignupTermsStep
            initial={terms}
            fullTextHref={{ serviceTerms: termsHref, privacyTerms: privacyHref }}
            onNext={(agreed) => {
              setTerms(agreed);
              setStep('form');
            }}
          />
        ) : null}
        {step === 'form' ? (
          <SignupForm
            marketing={{ marketingSms: yesNo(terms.marketingSms), marketingEmail: yesNo(terms.marketingEmail) }}
            identity={identity}
            onSignedUp={(result) => void signedUp(result)}
          />
        ) : null}
        {step === 'done' && member ? <SignupComplete name={member.name} homeHref={homeHref} mypageHref={mypageHref} /> : null}
      </section>
    </div>
  );
}
