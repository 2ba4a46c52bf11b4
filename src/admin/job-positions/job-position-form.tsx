import styled from 'styled-components';
import type { Platform } from '@contract/common';
import type { JobPositionAdmin, JobPositionSaveBody } from '@contract/job-position';
import { fromChinaInput, toChinaInput } from '../ui/china-time-input';
import { TextField } from '../ui/form-field';
import { PlatformRecordForm, type RecordFormProps } from '../ui/platform-record-pages';
import { TextAreaField } from '../ui/text-area-field';
import { useRecordForm } from '../ui/use-record-form';
import { jobPositionMessages } from './messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[5]}px;
`;

export type JobPositionFormValues = {
  platform: Platform;
  title: string;
  department: string;
  location: string;
  /** As typed; checked to be a whole number from 0 to 10000. */
  headcount: string;
  salary: string;
  requirements: string;
  /** `datetime-local`, China time; '' for the time of saving. */
  publishTime: string;
  status: boolean;
};

type Field = 'title' | 'department' | 'location' | 'headcount' | 'salary' | 'requirements' | 'publishTime';
type Errors = Partial<Record<Field, string>>;

/** contract/job-position.ts JobPositionSaveBody's lengths. */
const LIMITS = { department: 64, location: 64, salary: 64, requirements: 20_000 } as const;
const LABELS: Record<keyof typeof LIMITS, string> = {
  department: jobPositionMessages.department,
  location: jobPositionMessages.location,
  salary: jobPositionMessages.salary,
  requirements: jobPositionMessages.requirements,
};

/** The words the server's messages name each field by (server/src/routes/api/cms/web/job-position-admin.ts). */
const SERVER_FIELDS = [
  ['headcount', ['招聘人数']],
  ['publishTime', ['发布时间']],
  ['requirements', ['职位要求']],
  ['department', ['部门']],
  ['location', ['工作地点']],
  ['salary', ['薪资']],
  ['title', ['职位名称']],
] as const satisfies readonly (readonly [Field, readonly string[]])[];

export function validateJobPosition(values: JobPositionFormValues): Errors {
  const errors: Errors = {};
  const title = values.title.trim();
  if (!title) errors.title = jobPositionMessages.titleMissing;
  else if ([...title].length > 100) errors.title = jobPositionMessages.titleTooLong;
  const headcount = Number(values.headcount);
  if (values.headcount.trim() === '' || !Number.isInteger(headcount) || headcount < 0 || headcount > 10000)
    errors.headcount = jobPositionMessages.headcountInvalid;
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if ([...values[field].trim()].length > max)
      errors[field] = jobPositionMessages.tooLong(LABELS[field], max);
  }
  return errors;
}

export const jobPositionFormValuesOf = (job: JobPositionAdmin): JobPositionFormValues => ({
  platform: job.platform,
  title: job.title,
  department: job.department,
  location: job.location,
  headcount: String(job.headcount),
  salary: job.salary,
  requirements: job.requirements,
  publishTime: toChinaInput(job.publishTime),
  status: job.status,
});

/** The save's JSON body: no publish time means "now" to the server; no sort keeps the place. */
export const jobPositionSaveBodyOf = (values: JobPositionFormValues, id?: number): JobPositionSaveBody => {
  const publishTime = fromChinaInput(values.publishTime);
  return {
    ...(id ? { id } : {}),
    platform: values.platform,
    title: values.title.trim(),
    department: values.department.trim(),
    location: values.location.trim(),
    headcount: Number(values.headcount),
    salary: values.salary.trim(),
    requirements: values.requirements,
    ...(publishTime ? { publishTime } : {}),
    status: values.status,
  };
};

export const EMPTY_JOB_POSITION = (platform: Platform): JobPositionFormValues => ({
  platform,
  title: '',
  department: '',
  location: '',
  headcount: '1',
  salary: '',
  requirements: '',
  publishTime: '',
  status: true,
});

/** Title, department, place, headcount, salary, requirements, publish time, shown or not. */
export function JobPositionForm({ saving, listPath, ...props }: RecordFormProps<JobPositionFormValues>) {
  const form = useRecordForm({ ...props, validate: validateJobPosition, serverFields: SERVER_FIELDS });
  const { field } = form;

  return (
    <PlatformRecordForm
      form={form}
      saving={saving}
      listPath={listPath}
      status={{ legend: jobPositionMessages.status, label: jobPositionMessages.publish }}
    >
      <TextField
        label={jobPositionMessages.title}
        maxLength={100}
        hint={jobPositionMessages.titleHint}
        {...field('title')}
        required
      />
      <Row>
        <TextField label={jobPositionMessages.department} maxLength={64} {...field('department')} />
        <TextField label={jobPositionMessages.location} maxLength={64} {...field('location')} />
      </Row>
      <Row>
        <TextField
          label={jobPositionMessages.headcount}
          type="number"
          min={0}
          max={10000}
          step={1}
          hint={jobPositionMessages.headcountHint}
          {...field('headcount')}
        />
        <TextField
          label={jobPositionMessages.salary}
          maxLength={64}
          hint={jobPositionMessages.salaryHint}
          {...field('salary')}
        />
      </Row>
      <TextAreaField
        label={jobPositionMessages.requirements}
        hint={jobPositionMessages.requirementsHint}
        {...field('requirements')}
      />
      <TextField
        label={jobPositionMessages.publishTime}
        type="datetime-local"
        hint={jobPositionMessages.publishTimeHint}
        {...field('publishTime')}
      />
    </PlatformRecordForm>
  );
}
