import { useId } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, type z } from '@ongi/shared';
import { errorMessage } from '../lib/api';
import { usePageTitle } from '../lib/document-title';
import { EndAction } from './end-action';
import { adminFailure } from './failure';
import { AppLink } from '../ui/app-link';
import { Button, buttonClass } from '../ui/button';
import { FormActions, SpecForm, UploadProgress, useSpecForm, useUploadProgress } from '../ui/form';
import { EmptyState } from '../ui/empty-state';
import { ListState } from '../ui/list-state';
import { alert, confirm } from '../ui/modal';
import { adminResourceQueries, type AdminResourceDef, type AdminResourceLinks } from './resource';
import styles from './resource-form.module.css';

type FormDef<Detail = unknown> = NonNullable<AdminResourceDef<unknown, Detail>['form']>;

/** The row a form edits: its `?faqSeq=` or path parameter; none registers a new one (spec 002 §4). */
function useFormSeq(seqFrom: FormDef['seqFrom']): number | undefined {
  const [searchParams] = useSearchParams();
  const params = useParams();
  const raw = 'query' in seqFrom ? searchParams.get(seqFrom.query) : params[seqFrom.param];
  const seq = Number(raw);
  return raw && Number.isInteger(seq) && seq > 0 ? seq : undefined;
}

/**
 * Every admin form: create and edit from the same screen. With a seq it loads
 * the record, the save button reads 수정 and 삭제 appears; saving alerts the
 * server's sentence and returns to the list; failures are told by the form
 * kit and lose nothing typed.
 */
export function ResourceForm<Detail>({ resource, links }: { resource: AdminResourceDef<unknown, Detail>; links: AdminResourceLinks }) {
  const form = resource.form;
  if (!form) throw new Error(`${resource.key} has no form`);
  const seq = useFormSeq(form.seqFrom);
  const queries = adminResourceQueries(resource);
  const detail = useQuery({ ...queries.detail<Detail>(seq ?? 0), enabled: seq !== undefined });
  const headingId = useId();
  const title = seq === undefined ? (form.titles?.create ?? `${resource.label} 등록`) : (form.titles?.edit ?? `${resource.label} 수정`);
  // The route is named for creating ('공지사항 등록'); an edit names the browser tab 수정 like its heading.
  usePageTitle(title);

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
      </header>
      {seq === undefined && form.editOnly ? (
        <EmptyState
          title={form.editOnly}
          actions={
            <AppLink className={buttonClass('primary')} to={links.list}>
              목록으로
            </AppLink>
          }
        />
      ) : seq === undefined ? (
        <FormBody resource={resource} links={links} form={form} headingId={headingId} />
      ) : (
        <ListState
          query={detail}
          loadingLabel={`${resource.label}을(를) 불러오는 중입니다`}
          errorTitle={`${resource.label}을(를) 불러오지 못했습니다`}
          isEmpty={(data) => data === undefined || data === null}
          empty={{ title: `${resource.label}을(를) 찾을 수 없습니다` }}
        >
          {(record) => <FormBody key={seq} resource={resource} links={links} form={form} headingId={headingId} seq={seq} record={record} />}
        </ListState>
      )}
    </section>
  );
}

function FormBody<Detail>({
  resource,
  links,
  form,
  headingId,
  seq,
  record,
}: {
  resource: AdminResourceDef<unknown, Detail>;
  links: AdminResourceLinks;
  form: FormDef<Detail>;
  headingId: string;
  seq?: number;
  record?: Detail;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const queries = adminResourceQueries(resource);
  const specForm = useSpecForm(form.schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>, {
    defaultValues: (record ? form.fromRecord(record) : form.createDefaults) as Record<string, unknown> | undefined,
    focus: form.focus,
  });
  // A save with files (toRequest gives FormData) goes out with its upload progress shown.
  const upload = useUploadProgress();
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const body = form.toRequest(values, seq);
      if (!(body instanceof FormData)) return queries.save(body);
      return queries.saveForm(body, upload.start());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queries.all }),
    onSettled: () => upload.reset(),
  });
  const remove = useMutation({
    mutationFn: (target: number) => queries.deleteMany([target]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queries.all }),
  });
  const editing = seq !== undefined;
  const labels = form.saveLabels ?? { create: '등록', edit: '수정' };

  const onValid = async (values: Record<string, unknown>) => {
    try {
      const result = await save.mutateAsync(values);
      await alert(result.message);
      navigate(links.list);
    } catch (error) {
      const fallback = adminFailure(error, editing ? undefined : form.saveFailed);
      if (fallback) await specForm.fail({ message: fallback });
      else await specForm.refuse(error);
    }
  };

  const onDelete = async () => {
    if (seq === undefined || !(await confirm(resource.list.deleteConfirm, { destructive: true, confirmLabel: messages.common.deleteAction }))) return;
    try {
      const result = await remove.mutateAsync(seq);
      await alert(result.message);
      navigate(links.list);
    } catch (error) {
      await alert(adminFailure(error, resource.list.deleteFailed) ?? errorMessage(error));
    }
  };

  const Fields = form.Fields;
  const end = resource.end;
  const ended = end && record !== undefined ? end.recordEnded(record) : false;
  return (
    <SpecForm form={specForm} aria-labelledby={headingId} className={styles.form} onSubmit={onValid}>
      {end && ended ? (
        <p className={styles.endedNote} role="note">
          {end.endedNote}
        </p>
      ) : null}
      <div className={styles.card}>
        <Fields record={record} />
      </div>
      <UploadProgress fraction={upload.fraction} label="파일을 올리는 중" />
      <FormActions>
        <AppLink className={buttonClass('secondary')} to={links.list}>
          {form.cancelLabel ?? '목록'}
        </AppLink>
        {editing && end ? <EndAction resource={resource} end={end} seq={seq} ended={ended} /> : null}
        {editing && !form.noDelete ? (
          <Button variant="danger" onClick={onDelete} loading={remove.isPending}>
            삭제
          </Button>
        ) : null}
        {record !== undefined && form.viewOnly?.(record) ? null : (
          <Button type="submit" loading={save.isPending}>
            {editing ? labels.edit : labels.create}
          </Button>
        )}
      </FormActions>
    </SpecForm>
  );
}
