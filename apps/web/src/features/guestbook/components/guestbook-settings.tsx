import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { guestbookSettingsSchema, messages, type GuestbookSettings, type GuestbookSettingsAnswer } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { CheckboxField, FormActions, SpecForm, useSpecForm } from '@web/shared/ui/form';
import { guestbookQueries, useSaveGuestbookSettings } from '../api';
import { bookName } from '../words';
import styles from './guestbook-host.module.css';

/** The guestbook's part of the host's settings page (/mypage/event/{orderNum}/settings): on, who reads it, the kiosk. */
export function GuestbookSettingsSection({ orderNum }: { orderNum: string }) {
  const settings = useQuery(guestbookQueries.settings(orderNum));
  return (
    <section className={styles.section} aria-labelledby="guestbook-settings-title">
      <h2 id="guestbook-settings-title" className={styles.title}>
        {settings.data ? bookName(settings.data.invitationType) : '방명록'} 설정
      </h2>
      {settings.isPending ? <p className={styles.note}>불러오는 중입니다.</p> : null}
      {settings.isError ? (
        <div className={styles.note}>
          <p role="alert">{errorMessage(settings.error)}</p>
          <Button type="button" size="sm" variant="secondary" onClick={() => void settings.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : null}
      {settings.data ? <SettingsForm key={orderNum} orderNum={orderNum} stored={settings.data} /> : null}
    </section>
  );
}

function SettingsForm({ orderNum, stored }: { orderNum: string; stored: GuestbookSettingsAnswer }) {
  const save = useSaveGuestbookSettings(orderNum);
  const [saved, setSaved] = useState('');
  const name = bookName(stored.invitationType);
  const guests = stored.invitationType === 'W' ? '하객' : '조문객';
  const form = useSpecForm(guestbookSettingsSchema, {
    defaultValues: { enabled: stored.enabled, hostOnly: stored.hostOnly, onKiosk: stored.onKiosk },
  });
  const onSubmit = (values: GuestbookSettings) => {
    setSaved('');
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset({ enabled: answer.enabled, hostOnly: answer.hostOnly, onKiosk: answer.onKiosk });
        setSaved(messages.guestbook.settingsSaved);
      },
      onError: (error) => void form.refuse(error),
    });
  };
  return (
    <SpecForm form={form} onSubmit={onSubmit} aria-label={`${name} 설정`} className={styles.form}>
      <CheckboxField name="enabled" label={`${name} 받기`} />
      <p className={styles.hint}>{guests}이 이름과 글, 지울 때 쓸 비밀번호를 남깁니다. 무료이며 기부화환과는 따로입니다.</p>
      <CheckboxField name="hostOnly" label="나만 보기" />
      <p className={styles.hint}>{guests}은 글을 남길 수 있지만, 남긴 글은 관리 화면에서 나만 봅니다.</p>
      <CheckboxField name="onKiosk" label="키오스크에도 보이기" />
      <p className={styles.hint}>기부화환 곁에 {name}을 함께 띄웁니다. 나만 보기일 때는 키오스크에 나오지 않습니다.</p>
      <div className={styles.submitRow}>
        <FormActions>
          <Button type="submit" loading={save.isPending}>
            {name} 설정 저장
          </Button>
        </FormActions>
        <p className={styles.saved} role="status">
          {saved}
        </p>
      </div>
    </SpecForm>
  );
}
