import { useRef, useState } from 'react';
import { messages, signupTermsSchema, type SignupTerms } from '@ongi/shared';
import { afterModalClose } from '@web/shared/lib/after-modal';
import { Button } from '@web/shared/ui/button';
import { Checkbox } from '@web/shared/ui/field';
import { alert } from '@web/shared/ui/modal';
import { signupTermDocs, type SignupTermDoc } from '../signup-terms';
import styles from './signup.module.css';

type TermKey = keyof SignupTerms;

interface SignupTermsStepProps {
  initial: SignupTerms;
  /** Full texts on the customer-service pages, opened in a new tab so nothing here is lost. */
  fullTextHref: { serviceTerms: string; privacyTerms: string };
  onNext: (terms: SignupTerms) => void;
}

/** Step 1: agree-all, the two required terms and the optional SMS and e-mail marketing consent. */
export function SignupTermsStep({ initial, fullTextHref, onNext }: SignupTermsStepProps) {
  const [terms, setTerms] = useState<SignupTerms>(initial);
  const boxes = useRef(new Map<TermKey, HTMLInputElement>());
  const allAgreed = Object.values(terms).every(Boolean);

  const set = (key: TermKey, checked: boolean) => setTerms((current) => ({ ...current, [key]: checked }));
  const setAll = (checked: boolean) => setTerms({ serviceTerms: checked, privacyTerms: checked, marketingSms: checked, marketingEmail: checked });
  const boxRef = (key: TermKey) => (input: HTMLInputElement | null) => {
    if (input) boxes.current.set(key, input);
    else boxes.current.delete(key);
  };

  const next = async () => {
    const parsed = signupTermsSchema.safeParse(terms);
    if (parsed.success) {
      onNext(parsed.data);
      return;
    }
    const issue = parsed.error.issues[0];
    await alert(issue?.message ?? messages.signup.serviceTermsRequired);
    const key = issue?.path[0] as TermKey | undefined;
    if (key) afterModalClose(() => boxes.current.get(key)?.focus());
  };

  const docBody = (doc: SignupTermDoc) => (
    <details className={styles.termDetails}>
      <summary>내용 보기</summary>
      <ul className={styles.termSummary}>
        {doc.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {doc.id !== 'marketing' ? (
        <a className={styles.termLink} href={fullTextHref[doc.id]} target="_blank" rel="noopener">
          {doc.id === 'serviceTerms' ? '이용약관 전문 보기' : '개인정보처리방침 전문 보기'}
          <span className="visually-hidden"> (새 창)</span>
        </a>
      ) : null}
    </details>
  );

  return (
    <div className={styles.stepBody}>
      <p className={styles.lead}>{messages.signupFlow.termsLead}</p>
      <div className={styles.agreeAll}>
        <Checkbox label="전체 동의 (선택 항목인 SMS·이메일 수신 포함)" checked={allAgreed} onChange={(event) => setAll(event.target.checked)} />
      </div>
      <ul className={styles.terms}>
        {signupTermDocs.map((doc) => (
          <li key={doc.id} className={styles.term}>
            {doc.id === 'marketing' ? (
              <fieldset className={styles.termFieldset}>
                <legend className={styles.termTitle}>
                  <span className={styles.optional}>[선택]</span> {doc.title}
                </legend>
                <div className={styles.termChoices}>
                  <Checkbox
                    label="SMS 수신"
                    checked={terms.marketingSms}
                    onChange={(event) => set('marketingSms', event.target.checked)}
                    ref={boxRef('marketingSms')}
                  />
                  <Checkbox
                    label="이메일 수신"
                    checked={terms.marketingEmail}
                    onChange={(event) => set('marketingEmail', event.target.checked)}
                    ref={boxRef('marketingEmail')}
                  />
                </div>
              </fieldset>
            ) : (
              <Checkbox
                label={
                  <>
                    <span className={styles.required}>[필수]</span> {doc.title}
                  </>
                }
                checked={terms[doc.id]}
                onChange={(event) => set(doc.id as 'serviceTerms' | 'privacyTerms', event.target.checked)}
                ref={boxRef(doc.id as TermKey)}
              />
            )}
            {docBody(doc)}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="lg" block onClick={() => void next()}>
          다음
        </Button>
      </div>
    </div>
  );
}
