import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Settings2 } from 'lucide-react';
import {
  deleteConfirmWord,
  deleteInvitationSchema,
  formatKoreanDate,
  lifecycleSettingsSchema,
  messages,
  type InvitationLifecycle,
  type LifecycleSettings,
} from '@ongi/shared';
import { Button, buttonClass } from '@web/shared/ui/button';
import { DateSelectsField, FormActions, SpecForm, SwitchField, TextField, useSpecForm } from '@web/shared/ui/form';
import { confirm } from '@web/shared/ui/modal';
import { PageLoading } from '@web/shared/ui/page-loading';
import { Screen, ScreenLink } from '@web/shared/ui/screen';
import { StatusScreen } from '@web/shared/ui/status-screen';
import { lifecycleQueries, useDeleteInvitation, useSaveLifecycle } from '../api';
import layout from '@web/shared/ui/form-layout.module.css';
import styles from './lifecycle-page.module.css';

export interface LifecyclePageProps {
  /** The host's order number (from the address). */
  orderNum: string;
  /** My orders, where this screen is opened from and returns to after a delete. */
  ordersHref: string;
  /** The guest page by its public number. */
  invitationView: (publicNum: string) => string;
  /** After a delete: the route tells the result and leaves for my orders. */
  onDeleted: (message: string) => void;
  /** Other features' settings of the same invitation, each its own section and save (참석 의사 of a wedding, the guestbook's, the kiosk screen's), composed by the route; before the delete. */
  sections?: (lifecycle: InvitationLifecycle) => ReactNode;
}

/** /mypage/event/{orderNum}/settings: 공개·보관 설정 of one invitation, for its host. */
export function LifecyclePage({ orderNum, ordersHref, invitationView, onDeleted, sections }: LifecyclePageProps) {
  const lifecycle = useQuery(lifecycleQueries.detail(orderNum));
  const back = (
    <ScreenLink to={ordersHref} back>
      주문 조회
    </ScreenLink>
  );
  if (lifecycle.isPending) {
    return (
      <Screen title="공개·보관 설정" side={back}>
        <PageLoading label="공개·보관 설정을 불러오는 중입니다" />
      </Screen>
    );
  }
  if (lifecycle.isError) {
    return (
      <StatusScreen
        icon={<Settings2 size={28} />}
        eyebrow="공개·보관 설정"
        title="설정을 불러오지 못했습니다"
        summary={lifecycle.error.message || messages.common.serverError}
        actions={
          <>
            <Button onClick={() => void lifecycle.refetch()}>다시 시도</Button>
            {back}
          </>
        }
      />
    );
  }
  return (
    <LifecycleSettingsScreen
      key={orderNum}
      lifecycle={lifecycle.data}
      back={back}
      guestHref={invitationView(lifecycle.data.publicNum)}
      onDeleted={onDeleted}
      sections={sections?.(lifecycle.data)}
    />
  );
}

/** The years an archive date may fall in: the event's year and the five after it. */
function archiveYears(eventDate: string): number[] {
  const first = Number(eventDate.slice(0, 4));
  return Array.from({ length: 6 }, (_, index) => first + index);
}

interface SettingsScreenProps {
  lifecycle: InvitationLifecycle;
  back: ReactNode;
  guestHref: string;
  onDeleted: (message: string) => void;
  sections: ReactNode;
}

function LifecycleSettingsScreen({ lifecycle, back, guestHref, onDeleted, sections }: SettingsScreenProps) {
  const wedding = lifecycle.invitationType === 'W';
  const noun = wedding ? '청첩장' : '부고장';
  const guests = wedding ? '하객' : '조문객';
  const event = wedding ? '예식' : '발인';
  const save = useSaveLifecycle(lifecycle.orderNum);
  const [saved, setSaved] = useState('');
  const form = useSpecForm(lifecycleSettingsSchema, {
    defaultValues: {
      accountsHidden: lifecycle.accountsHidden,
      wreathsStopAfterEvent: lifecycle.wreathsStopAfterEvent,
      unpublished: lifecycle.unpublished,
      archiveDate: lifecycle.archiveDate ?? '',
    },
    focus: { archiveDate: 'archiveDate.year' },
    refusalField: (error) => (error.status === 400 ? 'archiveDate' : undefined),
  });

  const onSubmit = async (settings: LifecycleSettings) => {
    setSaved('');
    if (settings.archiveDate !== null && settings.archiveDate < lifecycle.eventDate) {
      await form.fail({ path: 'archiveDate', message: messages.invitationLifecycle.archiveBeforeEvent(lifecycle.invitationType) });
      return;
    }
    if (settings.unpublished && !lifecycle.unpublished) {
      const sure = await confirm(`비공개로 전환하면 ${guests}에게는 “이 ${noun}은 비공개로 전환되었습니다” 안내만 보입니다. 언제든 다시 공개할 수 있습니다.`, {
        title: '비공개로 전환할까요?',
        destructive: true,
        confirmLabel: '비공개로 전환',
      });
      if (!sure) return;
    }
    save.mutate(settings, {
      onSuccess: (stored) => {
        form.reset({ ...stored, archiveDate: stored.archiveDate ?? '' });
        setSaved(messages.invitationLifecycle.saved);
      },
      onError: (error) => void form.refuse(error),
    });
  };

  return (
    <Screen title="공개·보관 설정" lead={`주문번호 ${lifecycle.orderNum}의 ${noun}을 ${guests}에게 어떻게 보여 줄지 정합니다.`} side={back}>
      <div className={styles.page} data-tone={wedding ? 'wedding' : 'funeral'}>
        <a className={`${buttonClass('secondary', 'sm')} ${styles.guestLink}`} href={guestHref} target="_blank" rel="noopener">
          <ExternalLink size={16} aria-hidden="true" />
          {guests}이 보는 화면 열기<span className="visually-hidden"> (새 창)</span>
        </a>
        {lifecycle.archived ? (
          <p className={styles.note} role="note">
            {formatKoreanDate(lifecycle.archiveDate ?? '')}이 지나 보관된 {noun}입니다. 내용을 고칠 수 없고 기부화환도 더 받지 않습니다. 보관 날짜를 지우면 다시
            고칠 수 있습니다.
          </p>
        ) : null}
        <SpecForm form={form} onSubmit={onSubmit} aria-label="공개·보관 설정" className={layout.form}>
          <div className={styles.choices}>
            <SwitchField
              name="unpublished"
              label="비공개로 전환"
              description={`${guests}에게 내용 대신 비공개 안내만 보이고, 카카오톡 링크 미리보기에도 내용이 나오지 않습니다. 키오스크도 닫힙니다.`}
            />
            <SwitchField
              name="accountsHidden"
              label="마음 전하실 곳(계좌) 숨기기"
              description={`${noun}에서 ${wedding ? '축의금' : '부의금'} 계좌를 보이지 않게 합니다.`}
            />
            <SwitchField
              name="wreathsStopAfterEvent"
              label={`${event} 후 기부화환 받지 않기`}
              description={`${event} 일시(${formatKoreanDate(lifecycle.eventDate)})가 지나면 기부화환 보내기 버튼이 사라집니다. 키오스크에는 받은 화환이 그대로 보입니다.`}
            />
            <div className={styles.archive}>
              <DateSelectsField
                className={styles.archiveDate}
                name="archiveDate"
                legend="보관 날짜"
                years={archiveYears(lifecycle.eventDate)}
                hint={`이 날이 지나면 내용을 고칠 수 없고 기부화환도 더 받지 않습니다. ${guests}은 계속 볼 수 있습니다. ${event} 날짜(${formatKoreanDate(lifecycle.eventDate)}) 이후로 정할 수 있고, 비워 두면 보관하지 않습니다.`}
              />
              <div className={styles.archiveActions}>
                <Button type="button" variant="ghost" size="sm" onClick={() => form.setValue('archiveDate', '', { shouldDirty: true })}>
                  보관 날짜 지우기
                </Button>
              </div>
            </div>
          </div>
          <div className={styles.submitRow}>
            <FormActions>
              <Button type="submit" size="lg" loading={save.isPending}>
                저장
              </Button>
            </FormActions>
            <p className={styles.saved} role="status">
              {saved}
            </p>
          </div>
        </SpecForm>
        {sections}
        <DeleteSection lifecycle={lifecycle} noun={noun} onDeleted={onDeleted} />
      </div>
    </Screen>
  );
}

/** The delete, set apart: the word typed, then a last question. */
function DeleteSection({ lifecycle, noun, onDeleted }: { lifecycle: InvitationLifecycle; noun: string; onDeleted: (message: string) => void }) {
  const remove = useDeleteInvitation(lifecycle.orderNum);
  const form = useSpecForm(deleteInvitationSchema, { defaultValues: { confirm: '' as typeof deleteConfirmWord }, refusalField: () => 'confirm' });

  const onSubmit = async () => {
    const sure = await confirm(`${noun}의 글과 사진이 모두 지워지고 되돌릴 수 없습니다. 받은 기부화환 결제 기록은 정산을 위해 남습니다.`, {
      title: `${noun}을 삭제할까요?`,
      destructive: true,
      confirmLabel: '삭제',
    });
    if (!sure) return;
    remove.mutate({ confirm: deleteConfirmWord }, { onSuccess: (result) => onDeleted(result.message), onError: (error) => void form.refuse(error) });
  };

  return (
    <section className={styles.danger} aria-labelledby="lifecycle-delete-title">
      <h2 id="lifecycle-delete-title" className={styles.dangerTitle}>
        {noun} 삭제
      </h2>
      <p className={styles.dangerText}>
        {noun}의 글과 사진을 지웁니다. 링크로 들어온 분께는 찾을 수 없다는 안내가 보이고, 주문 목록에서도 사라집니다. 받은 기부화환 결제 기록은 정산을 위해
        남습니다.
      </p>
      <SpecForm form={form} onSubmit={onSubmit} aria-label={`${noun} 삭제`} className={styles.deleteForm}>
        <TextField name="confirm" label={`확인을 위해 ‘${deleteConfirmWord}’를 입력해 주세요`} autoComplete="off" width="narrow" />
        <FormActions>
          <Button type="submit" variant="danger" loading={remove.isPending}>
            {noun} 삭제
          </Button>
        </FormActions>
      </SpecForm>
    </section>
  );
}
