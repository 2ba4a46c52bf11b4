import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { GENERIC_BAD_REQUEST, trimFields, validationMessage } from '../../src/lib/validation-messages';

const name = {
  type: 'string',
  minLength: 1,
  'x-messages': { missing: '请填写姓名', invalid: '请填写正确的姓名' },
};
const body = { type: 'object', properties: { name }, required: ['name'] };

const error = (keyword: string, params: Record<string, unknown>, parentSchema: unknown) =>
  ({
    keyword,
    params,
    parentSchema,
    instancePath: '/name',
    schemaPath: '',
    message: '',
  }) as FastifySchemaValidationError;

describe('validation messages', () => {
  it('words a missing field with its "missing" message', () => {
    expect(validationMessage(error('required', { missingProperty: 'name' }, body))).toBe('请填写姓名');
  });

  it('reads an empty string as missing, anything else as invalid', () => {
    expect(validationMessage(error('minLength', { limit: 1 }, name))).toBe('请填写姓名');
    expect(validationMessage(error('pattern', { pattern: '^x$' }, name))).toBe('请填写正确的姓名');
    expect(validationMessage(error('type', { type: 'string' }, name))).toBe('请填写正确的姓名');
  });

  it('falls back to a generic Chinese message', () => {
    expect(validationMessage(error('type', { type: 'object' }, body))).toBe(GENERIC_BAD_REQUEST);
    expect(validationMessage(error('required', { missingProperty: 'other' }, body))).toBe(
      GENERIC_BAD_REQUEST,
    );
  });

  it('trims only the named string fields', () => {
    const target = { name: ' 张三 ', phone: ' 138 ', tags: [' a '] };
    trimFields(target, ['name', 'tags']);
    expect(target).toEqual({ name: '张三', phone: ' 138 ', tags: [' a '] });
    expect(() => trimFields(null, ['name'])).not.toThrow();
  });
});
