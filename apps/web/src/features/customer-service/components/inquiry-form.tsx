import { useEffect, useMemo, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useWatch } from 'react-hook-form';
import { inquiryCreateSchema, inquiryLimits, messages, z, type InquiryCreate, type InquiryUserType } from '@ongi/shared';
import { Button } from '@web/shared/ui/button';
import { EmailField, FormActions, FormRows, RadioGroupField, SpecForm, TextAreaField, TextField, useSpecForm } from '@web/shared/ui/form';
import { alert, confirm } from '@web/shared/ui/modal';
import { useCreateInquiry } from '../api';
import layout from '@web/shared/ui/form-layout.module.css';
import styles from './inquiry-form.module.css';

/** What the visitor types: the e-mail in two halves. */
const formFields = z.object({
  userType: z.enum(['member', 'nonMember']),
  questionTitle: z.string().default(''),
  questionContent: z.string().default(''),
  emailId: z.string().default(''),
  emailDomain: z.string().default(''),
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

/** Whatever a person may have typed: leaving throws it away, so it is asked first. */
const typedFields = ['questionTitle', 'questionContent', 'emailId', 'emailDomain'] as const;
const discardConfirm = '작성 중인 문의 내용이 저장되지 않고 사라집니다. 작성을 그만두시겠습니까?';
/** Leaving throws the text away: the buttons say so, and the safe one has focus first. */
const discardOptions = { destructive: true, confirmLabel: '작성 그만두기', cancelLabel: '계속 작성' } as const;

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
  const schema = useMemo(() => inquiryFormSchema(loggedIn), [loggedIn]);
  const form = useSpecForm(schema, {
    defaultValues: { userType: loggedIn ? 'member' : 'nonMember' },
    // The address as a whole fails: its first box, or the domain when only that is missing.
    focus: { userEmail: (values) => (values.emailId?.trim() && !values.emailDomain?.trim() ? 'emailDomain' : 'emailId') },
  });
  const { getValues, control } = form;
  const userType = useWatch({ control, name: 'userType' });
  const emailRequired = userType === 'nonMember' || !loggedIn;

  // Once sent, or once the person has agreed to throw the text away, the form may be left.
  const mayLeave = useRef(false);
  const hasTyped = () => typedFields.some((name) => (getValues(name) ?? '').trim() !== '');

  // Any in-app way out (a link, the header, the browser's back button) asks first while text is typed.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !mayLeave.current && currentLocation.pathname !== nextLocation.pathname && hasTyped());
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm(discardConfirm, discardOptions).then((leave) => {
      asking.current = false;
      if (leave) {
        mayLeave.current = true;
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
  }, [blocker]);

  const create = useCreateInquiry();
  const send = (payload: InquiryCreate) =>
    create.mutate(payload, {
      onSuccess: async (result) => {
        mayLeave.current = true;
        await alert(result?.message || messages.inquiry.created);
        onCreated();
      },
      // Everything typed stays as it was.
      onError: (error) => form.refuse(error),
    });

  // Read from the values, not formState.isDirty: that flag is only kept when read while rendering.
  const cancel = async () => {
    if (hasTyped() && !(await confirm(discardConfirm, discardOptions))) return;
    mayLeave.current = true;
    onCancel();
  };

  return (
    <SpecForm form={form} onSubmit={send} className={layout.form} aria-label="1:1 문의">
      <FormRows>
        <RadioGroupField name="userType" label="구분" options={userTypeOptions} />
        <TextField name="questionTitle" label="제목" maxLength={inquiryLimits.title} placeholder="제목을 입력해 주세요" autoComplete="off" />
        <TextAreaField
          name="questionContent"
          label="내용"
          rows={10}
          counter
          maxLength={inquiryLimits.content}
          placeholder="문의하실 내용을 자세히 적어 주세요. 주문과 관련된 문의는 주문번호를 함께 적어 주시면 빠르게 확인해 드립니다."
        />
        <EmailField
          names={{ local: 'emailId', domain: 'emailDomain' }}
          failurePath="userEmail"
          legend={
            <>
              이메일
              {emailRequired ? <span className={styles.required}>&nbsp;(필수)</span> : null}
            </>
          }
          hint={
            emailRequired
              ? '로그인하지 않고 남긴 문의의 답변은 이메일로만 받아 보실 수 있어 이메일을 꼭 입력해 주세요.'
              : '입력하시면 답변이 등록될 때 이메일로도 알려 드립니다.'
          }
        />
      </FormRows>

      <FormActions>
        <Button variant="secondary" size="lg" onClick={() => void cancel()} disabled={create.isPending}>
          취소
        </Button>
        <Button type="submit" size="lg" loading={create.isPending}>
          확인
        </Button>
      </FormActions>
    </SpecForm>
  );
}
