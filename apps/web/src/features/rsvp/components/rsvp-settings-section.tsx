import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { messages, rsvpSettingsSchema, type RsvpSettings } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { CheckboxField, FormActions, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { rsvpQueries, useSaveRsvpSettings } from '../api';
import styles from './rsvp.module.css';

/** 참석 의사 받기 on the host's settings page (/mypage/event/{orderNum}/settings): on or off, and an optional deadline. */
export function RsvpSettingsSection({ orderNum }: { orderNum: string }) {
  const titleId = useId();
  const settings = useQuery(rsvpQueries.settings(orderNum));
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <CalendarCheck size={20} aria-hidden="true" />
        참석 의사 받기
      </h2>
      <p className={styles.note}>
        하객이 청첩장에서 성함, 신랑측·신부측, 참석 여부, 인원, 식사 여부를 남길 수 있습니다. 받은 내용은 청첩장 관리 화면에서 봅니다.
      </p>
      {settings.isError ? (
        <p role="alert" className={styles.failed}>
          {errorMessage(settings.error)}
        </p>
      ) : settings.data ? (
        <SettingsForm orderNum={orderNum} stored={settings.data} />
      ) : (
        <p className={styles.note}>불러오는 중입니다…</p>
      )}
    </section>
  );
}

function SettingsForm({ orderNum, stored }: { orderNum: string; stored: { enabled: boolean; deadline: string | null } }) {
  const save = useSaveRsvpSettings(orderNum);
  const [saved, setSaved] = useState('');
  const form = useSpecForm(rsvpSettingsSchema, {
    defaultValues: { enabled: stored.enabled, deadline: stored.deadline ?? '' },
    refusalField: (error) => (error.status === 400 ? 'deadline' : undefined),
  });
  const onSubmit = (values: RsvpSettings) => {
    setSaved('');
    save.mutate(values, {
      onSuccess: (next) => {
        form.reset({ enabled: next.enabled, deadline: next.deadline ?? '' });
        setSaved(messages.rsvp.settingsSaved);
      },
      onError: (error) => void form.refuse(error),
    });
  };
  return (
    <SpecForm form={form} onSubmit={onSubmit} aria-label="참석 의사 받기 설정" className={styles.form}>
      <CheckboxField name="enabled" label="청첩장에서 참석 의사 받기" />
      <TextField
        name="deadline"
        type="datetime-local"
        label="마감 일시 (선택)"
        hint="한국 시간입니다. 이 시각이 지나면 새로 받거나 고칠 수 없습니다. 비워 두면 마감하지 않습니다."
      />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" size="sm" onClick={() => form.setValue('deadline', '', { shouldDirty: true })}>
          마감 일시 지우기
        </Button>
        <FormActions>
          <Button type="submit" loading={save.isPending}>
            참석 의사 설정 저장
          </Button>
        </FormActions>
      </div>
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </SpecForm>
  );
}
