import { useQuery } from '@tanstack/react-query';
import { Check, RotateCw } from 'lucide-react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { thanksKindNames, thanksPresets, thanksRequestSchema, thanksTextMax, thanksTitleMax, type InvitationPhoto, type ThanksInput } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { imageUrl } from '@web/shared/lib/file-url';
import { Button, buttonClass } from '@web/shared/ui/button';
import { EmptyState } from '@web/shared/ui/empty-state';
import { CheckboxField, FormActions, SpecForm, TextAreaField, TextField, useSpecForm } from '@web/shared/ui/form';
import { alert, confirm } from '@web/shared/ui/modal';
import { PageLoading } from '@web/shared/ui/page-loading';
import { Screen, ScreenLink } from '@web/shared/ui/screen';
import { thanksQueries, useSaveThanks, type ThanksEdit } from '../api';
import { SendThanks } from '../components/send-thanks';
import { ThanksLetter } from '../view/thanks-letter';
import styles from './thanks-editor-page.module.css';

export interface ThanksEditorPageProps {
  /** The host's order number (from the address). */
  orderNum: string;
  /** My orders, where this page is opened from. */
  ordersHref: string;
  /** After the thank-you is sent (the route refreshes the host's page, whose marks it set). */
  onThanksSent?: () => void;
}

/**
 * /mypage/event/{orderNum}/thanks: the host writes the thank-you page (감사
 * 인사 after a wedding, 감사장 after a funeral) from a preset, picks one of
 * the invitation's photos, sees it as guests will, and publishes it.
 */
export function ThanksEditorPage({ orderNum, ordersHref, onThanksSent }: ThanksEditorPageProps) {
  const edit = useQuery(thanksQueries.edit(orderNum));
  const kindName = edit.data ? thanksKindNames[edit.data.invitationType] : '감사 페이지';
  return (
    <Screen
      title={kindName}
      lead="기부화환을 보내 주신 분들께 전할 감사 페이지를 만듭니다. 공개하면 감사 페이지 주소를 받은 분 누구나 볼 수 있습니다."
      side={
        <ScreenLink to={ordersHref} back>
          주문 조회
        </ScreenLink>
      }
    >
      {edit.data ? (
        // A new form per order: its defaults are read once.
        <div className={styles.page}>
          <ThanksForm key={orderNum} edit={edit.data} />
          <SendThanks orderNum={orderNum} onSent={onThanksSent} />
        </div>
      ) : edit.isError ? (
        <EmptyState
          tone="error"
          icon={<RotateCw size={24} aria-hidden="true" />}
          title="감사 페이지를 불러오지 못했습니다"
          text={errorMessage(edit.error)}
          actions={
            <Button variant="secondary" onClick={() => void edit.refetch()}>
              다시 시도
            </Button>
          }
        />
      ) : (
        <PageLoading label="감사 페이지를 불러오는 중입니다" />
      )}
    </Screen>
  );
}

function ThanksForm({ edit }: { edit: ThanksEdit }) {
  const form = useSpecForm(thanksRequestSchema, {
    defaultValues: { title: edit.title, text: edit.text, photoPath: edit.photoPath, published: edit.published },
  });
  const save = useSaveThanks(edit.orderNum);
  const pageHref = `/thanks/${edit.publicNum}`;

  const onSubmit = (values: ThanksInput) =>
    save.mutate(values, {
      onSuccess: async (saved) => {
        form.reset({ title: saved.title, text: saved.text, photoPath: saved.photoPath, published: saved.published });
        await alert(saved.message);
      },
      onError: (error) => form.refuse(error),
    });

  return (
    <SpecForm form={form} aria-label={`${thanksKindNames[edit.invitationType]} 작성`} onSubmit={onSubmit}>
      <div className={styles.layout}>
        <div className={styles.section}>
          <PresetPicker edit={edit} />
          <TextField name="title" label="제목" maxLength={thanksTitleMax} />
          <TextAreaField name="text" label="감사 인사 내용" rows={10} maxLength={thanksTextMax} counter />
          <PhotoPicker photos={edit.photos} />
          <CheckboxField name="published" label="하객에게 공개하기" />
          <p className={styles.hint}>
            감사 페이지 주소: <span className={styles.address}>{`${window.location.origin}${pageHref}`}</span>
            <br />
            공개하지 않으면 주소를 연 분께 &lsquo;준비하고 있습니다&rsquo;라는 안내만 보입니다.
          </p>
          <FormActions>
            <div className={styles.actions}>
              <Button type="submit" loading={save.isPending}>
                저장
              </Button>
              <a className={buttonClass('secondary')} href={pageHref} target="_blank" rel="noopener">
                감사 페이지 보기
              </a>
            </div>
          </FormActions>
        </div>
        <LivePreview edit={edit} />
      </div>
    </SpecForm>
  );
}

/** The kind's preset texts (the notice's religion for a 감사장); choosing one replaces the text, after asking when it was edited. */
function PresetPicker({ edit }: { edit: ThanksEdit }) {
  const { setValue, getValues } = useFormContext<ThanksInput>();
  const text = useWatch<ThanksInput, 'text'>({ name: 'text' });
  const presets = thanksPresets(edit.names);

  const choose = async (preset: string) => {
    const current = getValues('text')?.trim() ?? '';
    if (current && !presets.includes(current) && !(await confirm('직접 고친 내용이 있습니다. 고른 문구로 바꿀까요?', { confirmLabel: '바꾸기' }))) return;
    setValue('text', preset, { shouldDirty: true });
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>문구 고르기</legend>
      <ul className={styles.presets}>
        {presets.map((preset, index) => (
          <li key={preset}>
            <button type="button" className={styles.preset} aria-pressed={text === preset} onClick={() => void choose(preset)}>
              문구 {index + 1}: {preset.split('\n')[0]?.slice(0, 18)}…
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The invitation's photos as choices, and none. */
function PhotoPicker({ photos }: { photos: InvitationPhoto[] }) {
  const { field } = useController<ThanksInput, 'photoPath'>({ name: 'photoPath' });
  const choice = (value: string | null, label: string, thumb: InvitationPhoto | null) => (
    <label key={value ?? 'none'} className={styles.photo}>
      <input type="radio" name="photoPath" checked={field.value === value} onChange={() => field.onChange(value)} aria-label={label} />
      <span className={styles.thumb}>{thumb?.variants[0] ? <img src={imageUrl(thumb.variants[0].path)} alt="" loading="lazy" /> : '사진 없이'}</span>
      <Check className={styles.check} size={18} aria-hidden="true" />
    </label>
  );
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>사진</legend>
      {photos.length === 0 ? <p className={styles.hint}>청첩장·부고장에 올린 사진이 없습니다. 사진은 청첩장·부고장 수정에서 올릴 수 있습니다.</p> : null}
      <div className={styles.photos}>
        {photos.map((photo, index) => choice(photo.path, index === 0 ? '대표 사진' : `사진 ${index + 1}`, photo))}
        {choice(null, '사진 없이', null)}
      </div>
    </fieldset>
  );
}

/** The page as guests will see it, from the values as they are typed. */
function LivePreview({ edit }: { edit: ThanksEdit }) {
  const [title, text, photoPath] = useWatch<ThanksInput, ['title', 'text', 'photoPath']>({ name: ['title', 'text', 'photoPath'] });
  const photo = edit.photos.find((candidate) => candidate.path === photoPath) ?? null;
  return (
    <section className={styles.preview} aria-labelledby="thanks-preview-title">
      <h2 id="thanks-preview-title" className={styles.previewTitle}>
        미리보기
      </h2>
      <div className={styles.previewFrame}>
        <ThanksLetter
          content={{
            invitationType: edit.invitationType,
            names: edit.names,
            title: title || '제목',
            text: text || '감사 인사 내용',
            photo,
            editStyle: edit.editStyle,
          }}
        />
      </div>
    </section>
  );
}
