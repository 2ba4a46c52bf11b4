import { Fragment, type ReactNode } from 'react';
import type { RevisionEntity } from '@contract/revision';
import styled from 'styled-components';
import { MediaField } from '../media/media-field';
import type { Column } from './data-table';
import { TextField } from './form-field';
import { PlatformOrderedListPage, type PlatformOrderedListProps } from './platform-ordered-list-page';
import { PlatformPagedListPage, type PlatformPagedListProps } from './platform-paged-list-page';
import {
  PlatformRecordCreatePage,
  PlatformRecordEditPage,
  PlatformRecordForm,
  platformRecord,
  type PlatformRecord,
  type PreviewHook,
  type RecordFormProps,
} from './platform-record-pages';
import {
  bodyOfValues,
  checkFields,
  emptyValuesOf,
  type BodySchema,
  type FieldDef,
  type FieldErrors,
  fieldsOf,
  type FormLayout,
  type FormSpec,
  labelledLayout,
  type PropertySchema,
  type ResourceValues,
  titleOf,
  valuesOfRecord,
} from './resource-fields';
import type { DetailsHook, DetailsResult } from './record-screens';
import { TextAreaField } from './text-area-field';
import { formBindings, useRecordForm } from './use-record-form';
import type { SaveResult } from './use-save-then-back';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[5]}px;
`;

/** A resource's texts (its messages.ts): the list's and the screens' titles, 状态's words. */
export type ResourceTexts = {
  listTitle: string;
  /** What one record is called (recordTitles): the delete question names it. */
  record: string;
  add: string;
  caption: (platform: string) => string;
  empty: string;
  createTitle: string;
  editTitleLoading: string;
  editTitle: (name: string) => string;
  notFound: string;
  /** 状态's legend and its checkbox's label. */
  status: string;
  publish: string;
};

/**
 * A list column: a field's key (its label over the stored value as it is) or a column of its own,
 * whose header is, when not given, the label of the field of its key.
 */
export type ColumnDef<Row> = (keyof Row & string) | (Omit<Column<Row>, 'header'> & { header?: string });

type ListCalls<Row extends { id: number }> =
  | ({ kind: 'ordered' } & Pick<PlatformOrderedListProps<Row>, 'useList' | 'useRemove' | 'useSort'>)
  | ({ kind: 'paged' } & Pick<
      PlatformPagedListProps<Row>,
      'useList' | 'useLazyList' | 'useRemove' | 'useSort' | 'search'
    >);

/**
 * One per-platform resource of the console (轮播图, 师资团队, 招聘职位): its list, create and edit
 * screens are made from it; its navigation entry and routes are one `resourceScreen` in
 * app/screens.ts. See src/admin/README.md.
 */
export type ResourceDefinition<Row extends { id: number }, Stored extends Row, Body> = {
  texts: ResourceTexts;
  /** The contract's save body (`…SaveBody`): each field's lengths, range and messages. */
  body: BodySchema;
  /**
   * The form, top to bottom: a field per property of the body (`{ key }`, its label and hint from
   * the body's schema), `{ row: [...] }` side by side.
   */
  form: FormSpec<NoInfer<keyof Body & string>>;
  /** Checks across fields that the contract cannot state (下线时间 after 发布时间). */
  check?: (values: ResourceValues) => FieldErrors;
  /** What a record is called: the edit title, the row's buttons, the move announcement. */
  nameOf: (record: NoInfer<Row>) => string;
  /** The list's own columns, between 顺序 and 操作. */
  columns: readonly ColumnDef<NoInfer<Row>>[];
  list: ListCalls<Row>;
  useDetails: DetailsHook<DetailsResult<Stored>>;
  useSave: () => readonly [(body: Body) => PromiseLike<SaveResult>, { isLoading: boolean }];
  /** The family's `savePreview` (issue 25 item 1): 预览 beside 保存 when given. */
  usePreview?: PreviewHook<Body>;
  /** The entity its records' revisions are kept under (历史版本 on the edit screen). */
  revisions?: RevisionEntity;
};

/** A definition as defineResource returns it: its form's labels and hints settled. */
export type DefinedResource<Row extends { id: number }, Stored extends Row, Body> = Omit<
  ResourceDefinition<Row, Stored, Body>,
  'form'
> & { form: FormLayout<keyof Body & string>; pages: ResourcePages };

type AnyDefinition = Omit<ResourceDefinition<{ id: number }, { id: number }, unknown>, 'form'> & {
  form: FormLayout;
};

/** A resource's screens: each takes the path it is listed under (`banners`). */
export type ResourcePages = {
  List: (props: { path: string }) => ReactNode;
  Create: (props: { path: string }) => ReactNode;
  Edit: (props: { path: string }) => ReactNode;
};

function FieldBox({
  field,
  schema,
  values,
  bind,
}: {
  field: FieldDef;
  schema: PropertySchema;
  values: ResourceValues;
  bind: ReturnType<typeof formBindings<Record<string, string>>>;
}) {
  const common = { label: field.label, hint: field.hint };
  const box = (() => {
    switch (field.kind) {
      case 'image':
        return (
          <MediaField
            {...common}
            kind="image"
            {...(field.recommended ? { recommended: field.recommended } : {})}
            {...bind.mediaField(field.key)}
          />
        );
      case 'textarea':
      case 'html':
        return <TextAreaField {...common} maxLength={schema.maxLength} {...bind.field(field.key)} />;
      case 'datetime':
        return <TextField {...common} type="datetime-local" {...bind.field(field.key)} />;
      case 'number':
        return (
          <TextField
            {...common}
            type="number"
            min={schema.minimum}
            max={schema.maximum}
            step={1}
            {...bind.field(field.key)}
          />
        );
      default:
        return (
          <TextField
            {...common}
            maxLength={schema.maxLength}
            inputMode={field.inputMode}
            {...bind.field(field.key)}
            required={(schema.minLength ?? 0) > 0 || undefined}
          />
        );
    }
  })();
  return (
    <>
      {box}
      {field.after?.(values)}
    </>
  );
}

/** The form of a definition: its fields in their rows, then 状态, the server's message, 保存 / 取消. */
function ResourceForm({
  definition,
  saving,
  listPath,
  ...props
}: RecordFormProps<ResourceValues> & { definition: AnyDefinition }) {
  const { form: layout, body, check, texts } = definition;
  const form = useRecordForm({
    ...props,
    validate: (values: ResourceValues) => ({ ...checkFields(layout, body, values), ...check?.(values) }),
    fields: fieldsOf(layout).map((field) => field.key),
  });
  const { values, set, errorOf } = form;
  const bind = formBindings(
    values.fields,
    (key, value) => set('fields', { ...values.fields, [key]: value }),
    errorOf,
  );
  const boxOf = (field: FieldDef) => (
    <FieldBox
      key={field.key}
      field={field}
      schema={(body.properties[field.key] ?? {}) as PropertySchema}
      values={values}
      bind={bind}
    />
  );

  return (
    <PlatformRecordForm
      form={form}
      saving={saving}
      listPath={listPath}
      status={{ legend: texts.status, label: texts.publish }}
    >
      {layout.map((entry, index) =>
        'row' in entry ? (
          <Row key={index}>{entry.row.map(boxOf)}</Row>
        ) : (
          <Fragment key={index}>{boxOf(entry)}</Fragment>
        ),
      )}
    </PlatformRecordForm>
  );
}

/**
 * The columns of the list: a field's key shows its label over the stored value; a column without
 * a header is headed by the label of its key's field (the form's, else the contract's title).
 */
function columnsOf<Row>(
  columns: readonly ColumnDef<Row>[],
  layout: FormLayout,
  body: BodySchema,
): Column<Row>[] {
  const labels = new Map(fieldsOf(layout).map((field) => [field.key, field.label]));
  const headerOf = (key: string) => labels.get(key) ?? titleOf(body, key) ?? key;
  return columns.map((column) =>
    typeof column === 'string'
      ? { key: column, header: headerOf(column), cell: (row: Row) => row[column as keyof Row] as ReactNode }
      : { ...column, header: column.header ?? headerOf(column.key) },
  );
}

/** A definition, its types inferred from its parts, with the screens it makes. */
export function defineResource<Row extends { id: number }, Stored extends Row, Body>(
  definition: ResourceDefinition<Row, Stored, Body>,
): DefinedResource<Row, Stored, Body> {
  const { body, texts, nameOf, list } = definition;
  const layout = labelledLayout(definition.form, body);
  const any = { ...definition, form: layout } as unknown as AnyDefinition;
  const columns = columnsOf(definition.columns, layout, body);

  function Form(props: RecordFormProps<ResourceValues>) {
    return <ResourceForm definition={any} {...props} />;
  }
  const recordAt = (path: string): PlatformRecord<Stored, ResourceValues, Body> =>
    platformRecord({
      resource: path,
      titles: texts,
      useDetails: definition.useDetails,
      useSave: definition.useSave,
      usePreview: definition.usePreview,
      nameOf,
      emptyValues: (platform) => emptyValuesOf(layout, body, platform),
      valuesOf: (stored) =>
        valuesOfRecord(layout, stored as unknown as Pick<ResourceValues, 'platform' | 'status'>),
      bodyOf: (values, id) => bodyOfValues(layout, body, values, id) as Body,
      Form,
      revisions: definition.revisions,
    });

  const pages: ResourcePages = {
    List: ({ path }) =>
      list.kind === 'ordered' ? (
        <PlatformOrderedListPage<Row>
          resource={path}
          texts={texts}
          nameOf={nameOf}
          columns={columns}
          {...list}
        />
      ) : (
        <PlatformPagedListPage<Row>
          resource={path}
          texts={texts}
          nameOf={nameOf}
          columns={columns}
          {...list}
        />
      ),
    Create: ({ path }) => <PlatformRecordCreatePage record={recordAt(path)} />,
    Edit: ({ path }) => <PlatformRecordEditPage record={recordAt(path)} />,
  };
  return { ...definition, form: layout, pages };
}

const Hidden = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

/** 状态 in a list: shown on the site (`on`) or not (`off`, in the warning colour). */
export const statusColumn = <Row extends { status: boolean }>(
  header: string,
  on: string,
  off: string,
): Column<Row> => ({
  key: 'status',
  header,
  cell: (row) => (row.status ? on : <Hidden>{off}</Hidden>),
});
