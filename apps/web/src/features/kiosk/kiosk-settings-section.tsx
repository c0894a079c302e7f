import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { kioskSettingsSchema, messages, type KioskSettings, type KioskSettingsAnswer } from '@ongi/shared';
import { Button } from '@web/shared/ui/button';
import { FormActions, SpecForm, SwitchField, useSpecForm } from '@web/shared/ui/form';
import { kioskQueries, useSaveKioskSettings } from './api';
import styles from './kiosk-settings.module.css';

/**
 * 키오스크 화면 on the host's settings page (/mypage/event/{orderNum}/settings):
 * whether the hall's screen shows '모인 마음 N분 · 기부 m원'. Its own form
 * and save, beside 공개·보관 설정.
 */
export function KioskSettingsSection({ orderNum }: { orderNum: string }) {
  const settings = useQuery(kioskQueries.settings(orderNum));
  if (settings.isPending) return null;
  if (settings.isError) {
    return (
      <section className={styles.section} aria-labelledby="kiosk-settings-title">
        <h2 id="kiosk-settings-title" className={styles.title}>
          키오스크 화면
        </h2>
        <p role="alert">{settings.error.message || messages.common.serverError}</p>
      </section>
    );
  }
  return <KioskSettingsForm key={orderNum} settings={settings.data} />;
}

function KioskSettingsForm({ settings }: { settings: KioskSettingsAnswer }) {
  const save = useSaveKioskSettings(settings.orderNum);
  const [saved, setSaved] = useState('');
  const form = useSpecForm(kioskSettingsSchema, { defaultValues: { showTotal: settings.showTotal } });
  const wedding = settings.invitationType === 'W';

  const onSubmit = (values: KioskSettings) => {
    setSaved('');
    save.mutate(values, {
      onSuccess: (stored) => {
        form.reset({ showTotal: stored.showTotal });
        setSaved(messages.kiosk.saved);
      },
      onError: (error) => void form.refuse(error),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="kiosk-settings-title">
      <h2 id="kiosk-settings-title" className={styles.title}>
        키오스크 화면
      </h2>
      <SpecForm form={form} onSubmit={onSubmit} aria-label="키오스크 화면 설정" className={styles.form}>
        <SwitchField
          name="showTotal"
          label="모인 마음과 기부 합계 보이기"
          description={`${wedding ? '예식장' : '장례식장'} 키오스크의 이름 목록 위에 ‘${messages.kiosk.total('30', '450,000원')}’처럼 보입니다. 끄면 보내 주신 분의 수만 보입니다.`}
        />
        <FormActions>
          <Button type="submit" loading={save.isPending}>
            키오스크 설정 저장
          </Button>
        </FormActions>
        <p className={styles.saved} role="status">
          {saved}
        </p>
      </SpecForm>
    </section>
  );
}
