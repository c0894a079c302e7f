import { useId, useMemo, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  emailDirectInput,
  emailDomainOptions,
  emailDomains,
  inquiryCreateSchema,
  inquiryLimits,
  messages,
  z,
  type InquiryCreate,
  type InquiryUserType,
} from '@ongi/shared';
import { afterModalClose } from '../../../shared/lib/after-modal';
import { errorMessage } from '../../../shared/lib/api';
import { Button } from '../../../shared/ui/button';
import { alert, confirm } from '../../../shared/ui/modal';
import { inquiryApi } from '../api';
import { FormActions, FormHint, FormRow, FormRows } from '../../../shared/ui/form-rows';
import layout from '../../../shared/ui/form-layout.module.css';
import styles from './inquiry-form.module.css';

/** What the visitor types: the e-mail in two halves and the domain select beside them. */
const formFields = z.object({
  userType: z.enum(['member', 'nonMember']),
  questionTitle: z.string(),
  questionContent: z.string(),
  emailId: z.string(),
  emailDomain: z.string(),
  emailDomainChoice: z.string(),
});

/**
 * The payload the server checks, with the same schema: the e-mail is sent
 * empty unless both halves are there (spec 001 §5). Without a member session
 * the answer can only go by e-mail, so the server asks for one whatever the
 * category; the form says so before sending.
 */
const inquiryFormSchema = (loggedIn: boolean) =>
  formFields
    .transform(({ userType, questionTitle, questionContent, emailId, emailDomain }): z.input<typeof inquiryCreateSchema> => {
      const local = emailId.trim();
      const domain = emailDomain.trim();
      return {
        userType,
        questionTitle,
        questionContent,
        emailReceive: 'Y',
        userEmail: local && domain ? `${local}@${domain}` : '',
      };
    })
    .pipe(inquiryCreateSchema)
    .superRefine((payload, context) => {
      if (!loggedIn && payload.userEmail === '') {
        context.addIssue({ code: 'custom', path: ['userEmail'], message: messages.inquiry.emailRequired });
      }
    });

type InquiryFormValues = z.input<typeof formFields>;
type FieldName = keyof InquiryFormValues;

/** Messages in the spec's order: title, content, e-mail. */
const checkOrder = ['questionTitle', 'questionContent', 'userEmail'] as const;

const userTypeOptions: ReadonlyArray<{ value: InquiryUserType; label: string }> = [
  { value: 'member', label: '회원' },
  { value: 'nonMember', label: '비회원' },
];

interface InquiryFormProps {
  /** A member's session: 회원 is chosen first and the e-mail may stay empty. */
  loggedIn: boolean;
  /** After the success alert (spec: go home). */
  onCreated: () => void;
  onCancel: () => void;
}

/** The 1:1 inquiry form: category, title, content, e-mail; 취소 and 확인 (spec 001 §2, §5). */
export function InquiryForm({ loggedIn, onCreated, onCancel }: InquiryFormProps) {
  const id = useId();
  const resolver = useMemo(() => zodResolver(inquiryFormSchema(loggedIn)), [loggedIn]);
  const { register, handleSubmit, setFocus, setValue, getValues, control, formState } = useForm<
    InquiryFormValues,
    unknown,
    InquiryCreate
  >({
    resolver,
    defaultValues: {
      userType: loggedIn ? 'member' : 'nonMember',
      questionTitle: '',
      questionContent: '',
      emailId: '',
      emailDomain: '',
      emailDomainChoice: emailDirectInput.value,
    },
    shouldFocusError: false,
  });
  const [userType, emailDomainChoice, questionContent] = useWatch({
    control,
    name: ['userType', 'emailDomainChoice', 'questionContent'],
  });
  const directDomain = emailDomainChoice === emailDirectInput.value;
  const emailRequired = userType === 'nonMember' || !loggedIn;

  const create = useMutation({
    mutationFn: inquiryApi.create,
    onSuccess: async (result) => {
      await alert(result?.message || messages.inquiry.created);
      onCreated();
    },
    // Everything typed stays as it was.
    onError: (error) => alert(errorMessage(error)),
  });

  const focusFor = (name: (typeof checkOrder)[number]): FieldName => {
    if (name !== 'userEmail') return name;
    const { emailId, emailDomain } = getValues();
    return emailId.trim() && !emailDomain.trim() ? 'emailDomain' : 'emailId';
  };

  const onSubmit = handleSubmit(
    (payload) => create.mutate(payload),
    async (errors) => {
      const byName = errors as Record<string, { message?: unknown } | undefined>;
      const first = checkOrder.find((name) => typeof byName[name]?.message === 'string');
      await alert(first ? String(byName[first]?.message) : messages.common.badRequest);
      if (first) afterModalClose(() => setFocus(focusFor(first)));
    },
  );

  const cancel = async () => {
    if (formState.isDirty && !(await confirm('작성 중인 내용은 저장되지 않습니다. 문의 작성을 취소하시겠습니까?'))) return;
    onCancel();
  };

  const emailId = register('emailId', {
    // Someone who types or pastes a whole address gets it split into the two halves.
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      const at = value.indexOf('@');
      if (at < 0) return;
      const domain = value.slice(at + 1).replace(/@/g, '');
      setValue('emailId', value.slice(0, at), { shouldDirty: true });
      const preset = (emailDomains as readonly string[]).includes(domain) ? domain : emailDirectInput.value;
      setValue('emailDomainChoice', preset, { shouldDirty: true });
      setValue('emailDomain', domain, { shouldDirty: true });
      setFocus('emailDomain');
    },
  });

  const domainChoice = register('emailDomainChoice', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const choice = event.target.value;
      if (choice === emailDirectInput.value) {
        setValue('emailDomain', '', { shouldDirty: true });
        setFocus('emailDomain');
      } else {
        setValue('emailDomain', choice, { shouldDirty: true });
      }
    },
  });

  const emailHintId = `${id}-email-hint`;
  const emailError = (formState.errors as Record<string, unknown>).userEmail;
  const counterId = `${id}-content-count`;

  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate aria-label="1:1 문의">
      <FormRows>
        <FormRow label="구분" labelId={`${id}-type`}>
          <div className={layout.radios} role="radiogroup" aria-labelledby={`${id}-type`}>
            {userTypeOptions.map((option) => (
              <label key={option.value} className={layout.radio}>
                <input type="radio" value={option.value} className={layout.radioInput} {...register('userType')} />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </FormRow>

        <FormRow label="제목" htmlFor={`${id}-title`}>
          <input
            id={`${id}-title`}
            className={layout.input}
            maxLength={inquiryLimits.title}
            placeholder="제목을 입력해 주세요"
            autoComplete="off"
            aria-invalid={formState.errors.questionTitle ? true : undefined}
            {...register('questionTitle')}
          />
        </FormRow>

        <FormRow label="내용" htmlFor={`${id}-content`}>
          <textarea
            id={`${id}-content`}
            className={layout.textarea}
            rows={10}
            maxLength={inquiryLimits.content}
            placeholder="문의하실 내용을 자세히 적어 주세요. 주문과 관련된 문의는 주문번호를 함께 적어 주시면 빠르게 확인해 드립니다."
            aria-describedby={counterId}
            aria-invalid={formState.errors.questionContent ? true : undefined}
            {...register('questionContent')}
          />
          <p id={counterId} className={styles.counter}>
            {(questionContent ?? '').length.toLocaleString('ko-KR')} / {inquiryLimits.content.toLocaleString('ko-KR')}자
          </p>
        </FormRow>

        <FormRow
          label={
            <>
              이메일
              {emailRequired ? <span className={styles.required}>&nbsp;(필수)</span> : null}
            </>
          }
          labelId={`${id}-email`}
        >
          <div className={styles.email} role="group" aria-labelledby={`${id}-email`} aria-describedby={emailHintId}>
            <label htmlFor={`${id}-email-id`} className="visually-hidden">
              이메일 아이디
            </label>
            <input
              id={`${id}-email-id`}
              className={layout.input}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              inputMode="email"
              placeholder="이메일 아이디"
              aria-invalid={emailError ? true : undefined}
              {...emailId}
            />
            <span className={styles.at} aria-hidden="true">
              @
            </span>
            <label htmlFor={`${id}-email-domain`} className="visually-hidden">
              이메일 도메인
            </label>
            <input
              id={`${id}-email-domain`}
              className={layout.input}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              inputMode="email"
              placeholder={directDomain ? '도메인 입력' : undefined}
              readOnly={!directDomain}
              aria-invalid={emailError ? true : undefined}
              {...register('emailDomain')}
            />
            <label htmlFor={`${id}-email-choice`} className="visually-hidden">
              이메일 도메인 선택
            </label>
            <select id={`${id}-email-choice`} className={`${layout.select} ${styles.domainChoice}`} {...domainChoice}>
              <option value={emailDirectInput.value}>{emailDirectInput.label}</option>
              {emailDomainOptions
                .filter((option) => option.value !== emailDirectInput.value)
                .map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
            </select>
          </div>
          <FormHint id={emailHintId}>
            {emailRequired
              ? '로그인하지 않고 남긴 문의의 답변은 이메일로만 받아 보실 수 있어 이메일을 꼭 입력해 주세요.'
              : '입력하시면 답변이 등록될 때 이메일로도 알려 드립니다.'}
          </FormHint>
        </FormRow>
      </FormRows>

      <FormActions>
        <Button variant="secondary" size="lg" onClick={() => void cancel()} disabled={create.isPending}>
          취소
        </Button>
        <Button type="submit" size="lg" loading={create.isPending}>
          확인
        </Button>
      </FormActions>
    </form>
  );
}
